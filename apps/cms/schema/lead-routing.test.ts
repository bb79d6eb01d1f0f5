import { describe, expect, it } from 'vitest'
import type { RoutingDealer } from './lead-routing.ts'
import { distanceKm, leadAddress, nextDealer, offeredIds } from './lead-routing.ts'

const dealer = (
  id: number,
  latitude: number,
  longitude: number,
  extra: Partial<RoutingDealer> = {},
) =>
  ({
    id,
    name: `Dealer ${id}`,
    status: 'published',
    email: `d${id}@example.com`,
    country: 'BE',
    latitude,
    longitude,
    postal_code: '9000',
    paused_until: null,
    ...extra,
  }) satisfies RoutingDealer

// Gent, Brugge (~45 km), Kortrijk (~45 km), Antwerpen (~50 km), Aachen (DE)
const lead = { latitude: 51.05, longitude: 3.72, country: 'BE', postal_code: '9000' }
const today = '2026-12-01'

describe('the next dealer', () => {
  it('measures the great circle', () => {
    expect(
      distanceKm({ latitude: 51.05, longitude: 3.72 }, { latitude: 51.21, longitude: 4.4 }),
    ).toBeCloseTo(50.9, 0)
  })

  it('is the nearest one not offered the lead before', () => {
    const dealers = [dealer(1, 51.05, 3.72), dealer(2, 51.21, 3.22), dealer(3, 51.21, 4.4)]
    expect(nextDealer(lead, dealers, new Set([1]), today)?.id).toBe(2)
    expect(nextDealer(lead, dealers, new Set([1, 2]), today)?.id).toBe(3)
    expect(nextDealer(lead, dealers, new Set([1, 2, 3]), today)).toBeNull()
  })

  it('skips a paused dealer, a draft and a dealer without an address', () => {
    const dealers = [
      dealer(2, 51.06, 3.73, { paused_until: '2026-12-05' }),
      dealer(3, 51.07, 3.73, { status: 'draft' }),
      dealer(4, 51.08, 3.73, { email: null }),
      dealer(5, 51.21, 3.22),
    ]
    expect(nextDealer(lead, dealers, new Set(), today)?.id).toBe(5)
    expect(nextDealer(lead, dealers, new Set(), '2026-12-05')?.id).toBe(2)
  })

  it('takes a dealer across the border only within 50 km, and none beyond 100 km', () => {
    const eupen = { latitude: 50.63, longitude: 6.03, country: 'BE', postal_code: '4700' }
    const aachen = dealer(7, 50.78, 6.08, { country: 'DE' })
    const koeln = dealer(8, 50.94, 6.96, { country: 'DE' })
    const brussels = dealer(9, 50.85, 4.35)
    expect(nextDealer(eupen, [koeln, aachen], new Set(), today)?.id).toBe(7)
    expect(nextDealer(eupen, [koeln], new Set(), today)).toBeNull()
    expect(nextDealer(eupen, [brussels], new Set(), today)).toBeNull()
  })

  it('goes by postal code in the same country when the lead has no place', () => {
    const dealers = [
      dealer(2, 0, 0, { postal_code: '8000' }),
      dealer(3, 0, 0, { postal_code: '9100' }),
      dealer(4, 0, 0, { postal_code: '9050', country: 'NL' }),
    ]
    expect(nextDealer({ country: 'BE', postal_code: '9000' }, dealers, new Set(), today)?.id).toBe(
      3,
    )
    expect(nextDealer({ country: 'BE' }, dealers, new Set(), today)).toBeNull()
  })

  it('mails the lead address, else the address', () => {
    expect(leadAddress({ email: 'a@x.be', lead_email: ' ' })).toBe('a@x.be')
    expect(leadAddress({ email: 'a@x.be', lead_email: 'leads@x.be' })).toBe('leads@x.be')
  })

  it('reads the offered ids as the database answers them', () => {
    expect(offeredIds('[1,"2"]')).toEqual([1, 2])
    expect(offeredIds([3])).toEqual([3])
    expect(offeredIds(null)).toEqual([])
  })
})
