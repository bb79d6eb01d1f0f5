import { describe, expect, it } from 'vitest'
import type { OperationSpec } from './apply-flow.ts'
import {
  anonymise,
  eraseFlow,
  exportFlow,
  personAsked,
  personalFields,
  retentionCutoff,
  retentionFlow,
  whose,
} from './privacy.ts'
import { runExec } from './run-exec.ts'

const code = (operations: OperationSpec[], key: string) => {
  const options = operations.find((operation) => operation.key === key)?.options
  return String(options?.code)
}

describe('retentionCutoff', () => {
  const now = Date.parse('2026-11-25T03:00:00.000Z')
  it('goes back the settings’ number of calendar months', () => {
    expect(retentionCutoff({ settings: { quote_retention_months: 24 } }, now)).toEqual({
      before: '2024-11-25T03:00:00.000Z',
    })
  })
  it('ends on the last day of a shorter month', () => {
    const may31 = Date.parse('2026-05-31T03:00:00.000Z')
    expect(retentionCutoff({ settings: { quote_retention_months: 3 } }, may31).before).toBe(
      '2026-02-28T03:00:00.000Z',
    )
  })
  it('refuses settings without a whole number of months: nothing is anonymised then', () => {
    for (const months of [null, 0, 1.5, '24'])
      expect(() => retentionCutoff({ settings: { quote_retention_months: months } }, now)).toThrow(
        /quote_retention_months/,
      )
  })
})

describe('the office’s question', () => {
  it('is an e-mail address, trimmed and in lower case', () => {
    expect(personAsked({ $trigger: { body: { email: ' Jan@Example.BE ' } } })).toEqual({
      email: 'jan@example.be',
    })
  })
  it('stops a run without one, so that no question matches every request', () => {
    for (const email of ['', ' ', 'jan', undefined])
      expect(() => personAsked({ $trigger: { body: { email } } })).toThrow(/e-mail address/)
  })
  it('keeps only the rows with exactly that address, in any case', () => {
    const found = [
      { id: 1, email: 'Jan@example.be' },
      { id: 2, email: 'bjan@example.be' },
      { id: 3, email: null },
    ]
    expect(whose({ found, person: { email: 'jan@example.be' } })).toEqual([found[0]])
  })
})

describe('anonymise', () => {
  it('empties every personal field and stamps the moment; an empty list updates nothing', () => {
    const now = '2026-11-25T03:00:00.000Z'
    expect(anonymise({ found: [{ id: 4 }] }, whose, personalFields, now)).toEqual({
      rows: [
        {
          id: 4,
          name: null,
          email: null,
          phone: null,
          address: null,
          message: null,
          dealer_note: null,
          anonymised_at: now,
        },
      ],
      count: 1,
    })
    expect(anonymise({ found: [] }, whose, personalFields, now)).toEqual({ rows: [], count: 0 })
  })
})

describe('the flows’ Run Script operations, in Directus’ own isolate', () => {
  it('anonymises what the retention flow found', async () => {
    const { operations } = retentionFlow({ cron: '0 3 * * *' })
    const result = (await runExec(code(operations, 'anonymise'), {
      found: [{ id: 7 }, { id: 8 }],
    })) as { rows: Array<Record<string, unknown>>; count: number }
    expect(result.count).toBe(2)
    expect(result.rows[0]).toMatchObject({ id: 7, name: null, email: null })
    expect(Date.parse(String(result.rows[0]?.anonymised_at))).not.toBeNaN()
    await expect(
      runExec(code(operations, 'cutoff'), { settings: { quote_retention_months: 24 } }),
    ).resolves.toMatchObject({ before: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) })
  })

  it('erases only the person asked about, and exports only their rows', async () => {
    const found = [
      { id: 1, email: 'an@example.be' },
      { id: 2, email: 'jan@example.be' },
    ]
    const person = (await runExec(code(eraseFlow().operations, 'person'), {
      $trigger: { body: { email: 'AN@example.be' } },
    })) as { email: string }
    const erased = (await runExec(code(eraseFlow().operations, 'anonymise'), {
      found,
      person,
    })) as { rows: Array<{ id: number }> }
    expect(erased.rows.map((row) => row.id)).toEqual([1])
    await expect(
      runExec(code(exportFlow().operations, 'theirs'), { found, person }),
    ).resolves.toEqual([found[0]])
  })
})
