import type { DeskLead } from '@lamella/cms'
import { describe, expect, it } from 'vitest'
import { brusselsLocal, eventViews, fromBrusselsLocal, leadView } from './lead-view.server'

const lead: DeskLead = {
  id: 7,
  date_created: '2026-11-30T08:15:00Z',
  kind: 'appointment',
  locale: 'fr-BE',
  name: 'Claire Dubois',
  email: 'claire@example.be',
  phone: '+32 80 12 34 56',
  address: 'Rue de la Gare 1',
  postal_code: '6670',
  municipality: 'Gouvy',
  country: 'BE',
  region: null,
  pool: 1,
  color: 'blue',
  length: 8,
  width: 4,
  stair: 'stair_classic',
  message: null,
  pool_built: 'no',
  status: 'new',
  status_changed_at: null,
  dealer_note: null,
  decline_reason: null,
  appointment_at: '2026-12-03T09:30:00.000Z',
  accepted_at: null,
}

const dealer = {
  id: 3,
  name: 'Schwimmbadtechnik Theissen',
  language: 'de',
  // Sankt Vith
  latitude: 50.2804,
  longitude: 6.1272,
  postal_code: '4780',
  municipality: 'Sankt Vith',
  country: 'BE',
}

const lines = [
  {
    id: 1,
    slug: 'riviera',
    title: 'Riviera',
    construction: null,
    length: { min: 6, max: 12, step: 0.5 },
    width: { min: 3, max: 5, step: 0.5 },
    stairs: ['stair_classic'],
  },
] as never

describe('Brussels time for the appointment field', () => {
  it('reads an instant as the clock in Brussels shows it, summer and winter', () => {
    expect(brusselsLocal('2026-12-03T09:30:00Z')).toBe('2026-12-03T10:30')
    expect(brusselsLocal('2026-07-03T09:30:00Z')).toBe('2026-07-03T11:30')
  })

  it('turns what the field holds back into the instant, across clock changes', () => {
    expect(fromBrusselsLocal('2026-12-03T10:30')?.toISOString()).toBe('2026-12-03T09:30:00.000Z')
    expect(fromBrusselsLocal('2026-07-03T11:30')?.toISOString()).toBe('2026-07-03T09:30:00.000Z')
    expect(fromBrusselsLocal('2026-03-29T03:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z')
  })

  it('refuses what is no date-time, and an hour the clock skips', () => {
    expect(fromBrusselsLocal('tomorrow')).toBeNull()
    expect(fromBrusselsLocal('2026-13-40T10:00')).toBeNull()
    expect(fromBrusselsLocal('2026-03-29T02:30')).toBeNull()
  })
})

describe('a lead as the desk shows it', () => {
  it('names the place in the reader’s language, how far it is, and the visitor’s language', () => {
    const view = leadView(lead, { locale: 'de', dealer, lines })
    expect(view.place).toBe('6670 Gouvy, Belgien')
    expect(view.distanceKm).toBeGreaterThan(10)
    expect(view.distanceKm).toBeLessThan(25)
    expect(view.language).toBe('Französisch')
    expect(view.appointment).toEqual({
      local: '2026-12-03T10:30',
      label: expect.stringContaining('3. Dezember 2026'),
    })
    expect(view.configuration).toEqual([
      { label: 'Pooltyp', value: 'Riviera' },
      { label: expect.any(String), value: 'Blau' },
      { label: expect.any(String), value: '8 × 4 m' },
      { label: expect.any(String), value: expect.any(String) },
    ])
  })

  it('keeps a request whose visitor’s details were removed', () => {
    const view = leadView(
      { ...lead, name: null, email: null, phone: null, address: null, pool: null },
      { locale: 'en', dealer: { ...dealer, latitude: null, longitude: null }, lines },
    )
    expect(view).toMatchObject({ name: null, email: null, distanceKm: null, configuration: null })
  })

  it('tells the history in words, naming who did it or the office', () => {
    const events = eventViews(
      [
        {
          id: 4,
          date_created: '2026-11-30T10:05:00Z',
          action: 'mail',
          status: 'failed',
          detail: 'dealer: Zwembaden Vanhoutte — mail server unreachable',
          user: null,
        },
        {
          id: 3,
          date_created: '2026-11-30T10:04:00Z',
          action: 'mail',
          status: 'sent',
          detail: 'visitor',
          user: null,
        },
        {
          id: 2,
          date_created: '2026-11-30T10:00:00Z',
          action: 'status',
          status: 'declined',
          detail: 'Too far',
          user: { first_name: 'Jens', last_name: 'Theissen' },
        },
        {
          id: 1,
          date_created: '2026-11-30T09:00:00Z',
          action: 'status',
          status: 'accepted',
          detail: null,
          user: null,
        },
      ],
      'en',
    )
    expect(events.map((event) => event.text)).toEqual([
      'Mail to Zwembaden Vanhoutte not sent',
      'Mail sent to the visitor',
      'Jens Theissen declined: Too far',
      'The office: Accepted',
    ])
  })
})
