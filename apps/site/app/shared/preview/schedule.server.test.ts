import { describe, expect, it } from 'vitest'
import { describeSchedule } from './schedule.server'

describe('describeSchedule', () => {
  it('writes both moments out in Brussels time, in the page’s language', () => {
    const schedule = { publishAt: '2027-03-20T08:00:00.000Z', unpublishAt: '2027-04-30T20:00:00Z' }
    expect(describeSchedule('en', schedule)).toEqual({
      goesLive: 'March 20, 2027 at 9:00 AM GMT+1',
      comesOff: 'April 30, 2027 at 10:00 PM GMT+2',
    })
    expect(describeSchedule('de', schedule)?.goesLive).toBe('20. März 2027 um 09:00 MEZ')
  })

  it('says nothing when nothing is scheduled', () => {
    expect(describeSchedule('nl', null)).toBeNull()
    expect(describeSchedule('nl', { publishAt: null, unpublishAt: null })).toBeNull()
    expect(
      describeSchedule('fr', { publishAt: null, unpublishAt: '2027-04-30T20:00:00Z' }),
    ).toEqual({ comesOff: '30 avril 2027 à 22:00 UTC+2' })
  })
})
