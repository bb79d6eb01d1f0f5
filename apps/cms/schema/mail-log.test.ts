import { describe, expect, it } from 'vitest'
import { earlierHistoryTemplate, historyTemplate } from './mail-log.ts'

describe('the history’s template', () => {
  it('shows what a mail row says of its reader', () => {
    expect(historyTemplate).toContain('{{detail}}')
    expect(historyTemplate.startsWith(earlierHistoryTemplate)).toBe(true)
  })
})
