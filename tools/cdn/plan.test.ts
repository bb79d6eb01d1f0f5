import { localeCodes as libraryLocales } from '@lamella/i18n'
import { describe, expect, it } from 'vitest'
import { localeCodes, planVisits, type Locale } from './plan.ts'

const urls = Object.fromEntries(
  localeCodes.map((code) => [code, Array.from({ length: 10 }, (_, i) => `/${code}/page-${i}`)]),
) as Record<Locale, string[]>

describe('planVisits', () => {
  it("lists the library's languages", () => {
    expect([...localeCodes]).toEqual([...libraryLocales])
  })

  const plan = planVisits({ visits: 10_000, editors: 10, urls, seed: 7 })
  const of = (kind: string) => plan.filter((visit) => visit.kind === kind)

  it('gives half first visits, half returning ones, a few on `/`, and the editors on top', () => {
    expect(plan).toHaveLength(10_010)
    expect(of('editor')).toHaveLength(10)
    expect(of('first').length / 10_000).toBeCloseTo(0.5, 1)
    expect(of('returning').length / 10_000).toBeCloseTo(0.48, 1)
    expect(of('negotiated').length / 10_000).toBeCloseTo(0.02, 2)
    for (const visit of of('first')) expect(visit.cookie).toBeUndefined()
    for (const visit of of('returning')) expect(visit.cookie).toBe(visit.locale)
  })

  it('opens 3 to 5 of the given pages; only the negotiated visits start on `/`', () => {
    const given = new Set(Object.values(urls).flat())
    for (const visit of plan) {
      expect(visit.pages.length).toBeGreaterThanOrEqual(3)
      expect(visit.pages.length).toBeLessThanOrEqual(5)
      const [landing, ...rest] = visit.pages
      expect(landing === '/').toBe(visit.kind === 'negotiated')
      for (const path of rest) expect(given.has(path)).toBe(true)
    }
  })

  it('sends the browser language on `/`, outranked by a cookie when the visitor has one', () => {
    for (const visit of of('negotiated')) {
      expect(visit.acceptLanguage).toBeDefined()
      if (visit.cookie) expect(visit.acceptLanguage!.startsWith(visit.cookie)).toBe(false)
      else expect(visit.acceptLanguage!.startsWith(visit.locale)).toBe(true)
    }
  })

  it('is the same for the same seed', () => {
    expect(planVisits({ visits: 50, urls, seed: 3 })).toEqual(
      planVisits({ visits: 50, urls, seed: 3 }),
    )
  })
})
