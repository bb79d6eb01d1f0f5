import { describe, expect, it } from 'vitest'
import { runExec } from './run-exec.ts'
import { workingDaysBefore } from './working-days.ts'

const brussels = 'Europe/Brussels'
const at = (iso: string) => Date.parse(iso)
const before = (now: string, days: number) =>
  new Date(workingDaysBefore(at(now), days, brussels)).toISOString()

// November 2026: Friday the 6th, the weekend of the 7th and 8th, Monday the 9th
describe('workingDaysBefore', () => {
  it('goes back whole weekdays from a weekday, keeping the time of day', () => {
    // Wednesday 08:00 in Brussels (07:00 UTC)
    expect(before('2026-11-11T07:00:00.000Z', 2)).toBe('2026-11-09T07:00:00.000Z')
    expect(before('2026-11-11T07:00:00.000Z', 0)).toBe('2026-11-11T07:00:00.000Z')
  })

  it('skips the weekend from a Monday', () => {
    expect(before('2026-11-09T07:00:00.000Z', 1)).toBe('2026-11-06T07:00:00.000Z')
    expect(before('2026-11-09T07:00:00.000Z', 2)).toBe('2026-11-05T07:00:00.000Z')
    expect(before('2026-11-09T07:00:00.000Z', 5)).toBe('2026-11-02T07:00:00.000Z')
  })

  it('counts nothing of a weekend: from a Saturday it starts at the Friday evening before', () => {
    // Saturday 10:00 in Brussels: the last working hour began Friday at 23:00
    expect(before('2026-11-07T09:00:00.000Z', 0)).toBe('2026-11-06T22:00:00.000Z')
    expect(before('2026-11-07T09:00:00.000Z', 1)).toBe('2026-11-05T22:00:00.000Z')
    expect(before('2026-11-08T20:00:00.000Z', 1)).toBe('2026-11-05T22:00:00.000Z')
  })

  it('knows the weekend by the Brussels calendar, not by UTC', () => {
    // Monday 00:30 in Brussels is still Sunday in UTC
    expect(before('2026-11-08T23:30:00.000Z', 0)).toBe('2026-11-08T23:30:00.000Z')
    // Saturday 00:30 in Brussels is still Friday in UTC
    expect(before('2026-11-06T23:30:00.000Z', 0)).toBe('2026-11-06T22:30:00.000Z')
  })

  it('makes a request of Friday afternoon due on Tuesday afternoon for two days', () => {
    const cutoff = workingDaysBefore(at('2026-11-10T15:00:00.000Z'), 2, brussels)
    expect(at('2026-11-06T14:00:00.000Z') <= cutoff).toBe(true)
    expect(at('2026-11-06T16:00:00.000Z') <= cutoff).toBe(false)
  })

  it('stays within the hour across the end of daylight saving time', () => {
    // Tuesday 27 October 08:00 CET; summer time ended on Sunday the 25th
    expect(before('2026-10-27T07:00:00.000Z', 2)).toBe('2026-10-23T07:00:00.000Z')
  })

  it('gives the same answers inside Directus’ Run Script isolate', async () => {
    const cases: Array<[string, number]> = [
      ['2026-11-09T07:00:00.000Z', 2],
      ['2026-11-07T09:00:00.000Z', 1],
      ['2026-11-08T23:30:00.000Z', 0],
    ]
    for (const [now, days] of cases) {
      const code = `module.exports = function () {\n  const before = ${workingDaysBefore.toString()}\n  return before(${at(now)}, ${days}, '${brussels}')\n}\n`
      expect(await runExec(code, {})).toBe(workingDaysBefore(at(now), days, brussels))
    }
  })
})
