import { describe, expect, it } from 'vitest'
import { belgianHolidays, isWorkingDay, workingDaysAfter } from './calendar'

describe('the Belgian working days', () => {
  it('knows the ten public holidays, Easter-bound ones included', () => {
    expect(belgianHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-07-21',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ])
    // Easter 2027 is on 28 March: Easter Monday 29 March, Ascension 6 May, Whit Monday 17 May
    expect(belgianHolidays(2027)).toEqual(
      expect.arrayContaining(['2027-03-29', '2027-05-06', '2027-05-17']),
    )
  })

  it('counts weekdays that are no holiday', () => {
    expect(isWorkingDay('2026-11-30')).toBe(true)
    expect(isWorkingDay('2026-11-29')).toBe(false)
    expect(isWorkingDay('2026-11-11')).toBe(false)
  })

  it('counts from the Brussels day, past weekends and holidays', () => {
    // Sunday 29 November 2026 at 23:30 in Brussels (22:30 UTC)
    const sunday = Date.parse('2026-11-29T22:30:00Z')
    expect(workingDaysAfter(sunday, 1)).toBe('2026-11-30')
    expect(workingDaysAfter(sunday, 2)).toBe('2026-12-01')
    // 23:30 UTC on Sunday is already Monday in Brussels
    expect(workingDaysAfter(Date.parse('2026-11-29T23:30:00Z'), 1)).toBe('2026-12-01')
    // Thursday 24 December: Friday is Christmas, so one working day is Monday 28
    expect(workingDaysAfter(Date.parse('2026-12-24T10:00:00Z'), 1)).toBe('2026-12-28')
    // Tuesday 10 November: the 11th is Armistice
    expect(workingDaysAfter(Date.parse('2026-11-10T10:00:00Z'), 1)).toBe('2026-11-12')
  })
})
