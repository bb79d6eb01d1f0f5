import { describe, expect, it } from 'vitest'
import { recordOf } from './profile.server'

const form = (entries: Array<[string, string]>) => {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('the dealer’s own record from the desk’s form', () => {
  it('keeps what the dealer may change, the languages the site knows only', () => {
    expect(
      recordOf(
        form([
          ['phone', ' +32 87 55 31 06 '],
          ['lead_email', 'leads@theissen.example'],
          ['languages_spoken', 'de'],
          ['languages_spoken', 'fr'],
          ['languages_spoken', 'xx'],
          ['opening_hours', 'Mo–Fr 9–18'],
          ['paused_until', '2026-12-24'],
          ['dealer', '1'],
        ]),
      ),
    ).toEqual({
      phone: '+32 87 55 31 06',
      lead_email: 'leads@theissen.example',
      languages_spoken: ['de', 'fr'],
      opening_hours: 'Mo–Fr 9–18',
      paused_until: '2026-12-24',
    })
  })

  it('empties what is left blank, and refuses a wrong address or date', () => {
    expect(recordOf(form([]))).toEqual({
      phone: null,
      lead_email: null,
      languages_spoken: [],
      opening_hours: null,
      paused_until: null,
    })
    expect(recordOf(form([['lead_email', 'not an address']]))).toBeNull()
    expect(recordOf(form([['paused_until', 'next week']]))).toBeNull()
  })
})
