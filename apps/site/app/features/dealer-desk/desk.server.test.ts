import { describe, expect, it } from 'vitest'
import { changeFor, csvCell } from './desk.server'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('what a tap on the desk changes', () => {
  it('moves the status one step', () => {
    expect(changeFor('accept', form({}))).toEqual({ status: 'accepted' })
    expect(changeFor('quote_sent', form({}))).toEqual({ status: 'quote_sent' })
    expect(changeFor('won', form({}))).toEqual({ status: 'won' })
  })

  it('declines only with a reason', () => {
    expect(changeFor('decline', form({ decline_reason: '  ' }))).toEqual({
      missing: 'decline_reason',
    })
    expect(changeFor('decline', form({ decline_reason: ' Too far away ' }))).toEqual({
      status: 'declined',
      decline_reason: 'Too far away',
    })
  })

  it('sets an appointment at the Brussels time the dealer typed', () => {
    expect(changeFor('appointment', form({ appointment_at: '2026-12-03T10:30' }))).toEqual({
      status: 'appointment_set',
      appointment_at: '2026-12-03T09:30:00.000Z',
    })
    expect(changeFor('appointment', form({ appointment_at: '' }))).toEqual({
      missing: 'appointment_at',
    })
  })

  it('keeps notes, bounded', () => {
    expect(changeFor('note', form({ dealer_note: 'Called, visit next week' }))).toEqual({
      dealer_note: 'Called, visit next week',
    })
    const long = changeFor('note', form({ dealer_note: 'x'.repeat(20_000) }))
    expect('dealer_note' in long && long.dealer_note?.length).toBe(10_000)
  })
})

describe('the export', () => {
  it('never hands a spreadsheet a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('\'=HYPERLINK("http://evil.example")')
    expect(csvCell('+32 80 12 34 56')).toBe('+32 80 12 34 56')
    expect(csvCell('+cmd|calc')).toBe("'+cmd|calc")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('Claire Dubois')).toBe('Claire Dubois')
    expect(csvCell(42)).toBe(42)
  })
})
