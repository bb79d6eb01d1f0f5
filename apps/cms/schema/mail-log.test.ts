import { describe, expect, it } from 'vitest'
import {
  earlierHistoryTemplate,
  historyTemplate,
  labelReminders,
  labelRemindersScript,
} from './mail-log.ts'
import { runExec } from './run-exec.ts'

const data = {
  candidates: [
    { id: 3, dealer: { name: 'Leie Pools' } },
    { id: 9, dealer: { name: 'Piscines Uccle' } },
  ],
  compose: {
    reminders: [{ dealer: { to: 'u@x.test' } }, { dealer: { to: 'l@x.test' } }],
    claims: [
      { id: 9, reminded_at: 'x' },
      { id: 3, reminded_at: 'x' },
    ],
  },
}

describe('the reminders’ names', () => {
  it('gives each reminder its request and dealer, in the order of the claims', () => {
    expect(labelReminders(data).reminders).toEqual([
      { dealer: { to: 'u@x.test' }, lead: 9, dealerName: 'Piscines Uccle' },
      { dealer: { to: 'l@x.test' }, lead: 3, dealerName: 'Leie Pools' },
    ])
    expect(labelReminders({}).reminders).toEqual([])
  })

  it('does the same in Directus’ Run Script isolate', async () => {
    expect(await runExec(labelRemindersScript(), data)).toEqual(labelReminders(data))
  })
})

describe('the history’s template', () => {
  it('shows what a mail row says of its reader', () => {
    expect(historyTemplate).toContain('{{detail}}')
    expect(historyTemplate.startsWith(earlierHistoryTemplate)).toBe(true)
  })
})
