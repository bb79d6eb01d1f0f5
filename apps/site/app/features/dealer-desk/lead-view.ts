import type { DeskLead, LeadStatus } from '@lamella/cms'

/**
 * A lead as the desk shows it, in the staff member's language: the place as people there name
 * it and how far it is from the dealer, the visitor's language by name, the configuration as the
 * visitor saw it, dates in Brussels time.
 */
export interface LeadView {
  id: number
  received: string
  kind: DeskLead['kind']
  status: LeadStatus
  /** null once the visitor's details were removed */
  name: string | null
  email: string | null
  phone: string | null
  address: string | null
  place: string
  distanceKm: number | null
  language: string | null
  configuration: { label: string; value: string }[] | null
  message: string | null
  poolBuilt: boolean | null
  note: string
  declineReason: string | null
  /** the appointment as `datetime-local` writes it, in Brussels time, and as people read it */
  appointment: { local: string; label: string } | null
}

export interface EventView {
  id: number
  when: string
  text: string
}
