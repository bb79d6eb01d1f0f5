import type { EventView, LeadView } from './lead-view'

/** A new appointment request from Gouvy, as a German-speaking dealer's desk shows it. */
export const gouvyLead: LeadView = {
  id: 42,
  received: '30.11.2026, 09:15',
  kind: 'appointment',
  status: 'new',
  name: 'Claire Dubois',
  email: 'claire.dubois@example.be',
  phone: '+32 80 12 34 56',
  address: 'Rue de la Gare 1',
  place: '6670 Gouvy, Belgien',
  distanceKm: 48,
  language: 'Französisch',
  configuration: [
    { label: 'Pooltyp', value: 'Horizon' },
    { label: 'Farbe der Abdeckung', value: 'Blau' },
    { label: 'Abmessungen', value: '10 × 4 m' },
    { label: 'Treppe', value: 'Breite Loungetreppe' },
  ],
  message: 'Wir möchten im Frühjahr bauen. Bitte rufen Sie nach 17 Uhr an.',
  poolBuilt: false,
  note: '',
  declineReason: null,
  appointment: null,
}

export const leadsFixture: LeadView[] = [
  gouvyLead,
  {
    ...gouvyLead,
    id: 43,
    received: '30.11.2026, 11:02',
    status: 'accepted',
    name: 'Peter Mertens',
    place: '4780 Sankt Vith, Belgien',
    distanceKm: 39,
    language: 'Deutsch',
    kind: 'mail',
  },
  {
    ...gouvyLead,
    id: 44,
    received: '01.12.2026, 08:40',
    status: 'appointment_set',
    name: 'Anna Schmitz',
    place: '52062 Aachen, Deutschland',
    distanceKm: 17,
    language: 'Deutsch',
    appointment: { local: '2026-12-03T10:30', label: 'Donnerstag, 3. Dezember 2026 um 10:30' },
  },
]

export const historyFixture: EventView[] = [
  { id: 3, when: '30.11.2026, 10:05', text: 'Jens Theissen: Angenommen' },
  { id: 1, when: '30.11.2026, 09:15', text: 'Das Büro: Neu' },
]
