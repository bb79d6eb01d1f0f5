import { describe, expect, it } from 'vitest'
import {
  acceptBy,
  brusselsTime,
  contactDay,
  isPaused,
  promiseEnd,
  reminderAt,
} from './lead-deadline.ts'

const at = (iso: string) => Date.parse(iso)
const hour = 3_600_000

describe('the promise', () => {
  it('ends at 18:00 Brussels on the last promised working day, summer and winter', () => {
    expect(new Date(brusselsTime('2026-07-01', 18)).toISOString()).toBe('2026-07-01T16:00:00.000Z')
    expect(new Date(brusselsTime('2026-12-01', 18)).toISOString()).toBe('2026-12-01T17:00:00.000Z')
  })

  it('skips the weekend: a request on Friday evening is due Monday', () => {
    expect(new Date(promiseEnd(at('2026-11-27T20:00:00Z'), 1)).toISOString()).toBe(
      '2026-11-30T17:00:00.000Z',
    )
  })

  it('skips Belgian holidays: Easter Monday and Christmas', () => {
    // Easter 2027 is 28 March: a request on Friday 26 March is due Tuesday 30 March
    expect(new Date(promiseEnd(at('2027-03-26T09:00:00Z'), 1)).toISOString()).toBe(
      '2027-03-30T16:00:00.000Z',
    )
    expect(new Date(promiseEnd(at('2026-12-24T09:00:00Z'), 1)).toISOString()).toBe(
      '2026-12-28T17:00:00.000Z',
    )
  })

  it('counts from the Brussels day: 23:30 UTC on Sunday is Monday in Brussels', () => {
    expect(new Date(promiseEnd(at('2026-11-29T23:30:00Z'), 1)).toISOString()).toBe(
      '2026-12-01T17:00:00.000Z',
    )
  })

  it('gives a dealer the accept days and the office its answer days', () => {
    const settings = { accept_working_days: 1, office_answer_working_days: 2 }
    const monday = at('2026-11-30T09:00:00Z')
    expect(acceptBy({ kind: 'appointment', dealer: 3 }, settings, monday)).toBe(
      brusselsTime('2026-12-01', 18),
    )
    expect(acceptBy({ kind: 'mail', dealer: null }, settings, monday)).toBe(
      brusselsTime('2026-12-02', 18),
    )
    expect(acceptBy({ kind: 'appointment', dealer: null }, {}, monday)).toBe(
      brusselsTime('2026-12-02', 18),
    )
  })

  it('names the day after the promise as the day the visitor is contacted', () => {
    expect(contactDay(at('2026-11-27T10:00:00Z'), 1)).toBe('2026-12-01')
  })
})

describe('the reminder', () => {
  it('goes out at 08:00 Brussels on the last day of the promise', () => {
    const due = brusselsTime('2026-12-01', 18)
    expect(reminderAt(at('2026-11-30T09:00:00Z'), due)).toBe(due - 10 * hour)
  })

  it('waits until halfway through a short promise', () => {
    const due = brusselsTime('2026-12-01', 18)
    const start = due - 2 * hour
    expect(reminderAt(start, due)).toBe(due - hour)
  })
})

describe('a pause', () => {
  it('holds until the day the dealer is back', () => {
    expect(isPaused('2026-12-03', '2026-12-02')).toBe(true)
    expect(isPaused('2026-12-03', '2026-12-03')).toBe(false)
    expect(isPaused(null, '2026-12-03')).toBe(false)
  })
})
