import { describe, expect, it } from 'vitest'
import { scoreDealers } from './dealer-scores.ts'
import { storedTime } from './lead-routing-run.ts'

const now = Date.parse('2026-12-01T12:00:00Z')
const lead = (fields: Record<string, unknown>) => ({
  kind: 'appointment',
  dealer: null,
  offered_dealers: null,
  status: 'new',
  accepted_at: null,
  accept_hours: null,
  accept_by: '2026-12-02 17:00:00',
  ...fields,
})
const accepted = (dealer: number, hours: number, status = 'accepted') =>
  lead({ dealer, status, accepted_at: '2026-11-20 10:00:00', accept_hours: hours })

describe('the dealers’ figures', () => {
  it('takes the median time to accept and the share accepted of what was offered', () => {
    const [first] = scoreDealers(
      [
        accepted(1, 2),
        accepted(1, 30, 'won'),
        accepted(1, 5, 'lost'),
        lead({ dealer: 1, status: 'declined' }),
      ],
      now,
      storedTime,
    )
    expect(first).toEqual({
      dealer: 1,
      offered: 4,
      accepted: 3,
      acceptance_rate: 75,
      median_hours_to_accept: 5,
      won: 1,
      lost: 1,
      past_promise: 0,
      rerouted_away: 0,
    })
    // an even number of acceptances: halfway between the middle two
    expect(scoreDealers([accepted(2, 1), accepted(2, 4.5)], now, storedTime)[0]).toMatchObject({
      median_hours_to_accept: 2.8,
    })
  })

  it('counts a lead passed on for the dealer who lost it and the one who has it', () => {
    // offered to 7, passed to 9 (stored as SQLite answers a JSON list), still new past its promise
    const scores = scoreDealers(
      [lead({ dealer: 9, offered_dealers: '[7,9]', accept_by: '2026-11-30 17:00:00' })],
      now,
      storedTime,
    )
    expect(scores).toEqual([
      expect.objectContaining({ dealer: 7, offered: 1, rerouted_away: 1, past_promise: 0 }),
      expect.objectContaining({ dealer: 9, offered: 1, rerouted_away: 0, past_promise: 1 }),
    ])
    expect(scores[0]).toMatchObject({ acceptance_rate: 0, median_hours_to_accept: null })
  })

  it('leaves out requests by mail and requests the office took', () => {
    expect(
      scoreDealers(
        [lead({ kind: 'mail' }), lead({ dealer: null, offered_dealers: [] })],
        now,
        storedTime,
      ),
    ).toEqual([])
  })
})
