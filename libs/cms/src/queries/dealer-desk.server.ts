import { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import { CmsError, toCmsError } from '../errors.ts'
import { spokenLanguages } from './dealers.server.ts'

/**
 * The dealer desk's side of Directus (ADR 056). Two kinds of client reach it:
 *
 * - **the gate** (the site's Dealer Gate token): it may only mail a sign-in code to a dealer's
 *   staff and hand the site a short-lived Directus token of such an account, through the CMS's
 *   `dealer-access` endpoint, which answers alike for an address that is no dealer's;
 * - **a staff member's own token**: every read and change of leads goes through it, so that
 *   Directus' Dealer permissions, not the site, decide which leads they see.
 */

/** What a staff member's desk works through: the statuses of a lead, in the order it moves. */
export const leadStatuses = [
  'new',
  'accepted',
  'declined',
  'contacted',
  'appointment_set',
  'quote_sent',
  'won',
  'lost',
] as const
export type LeadStatus = (typeof leadStatuses)[number]

/** A lead the dealer still works on; the others are closed. */
export const openStatuses: readonly LeadStatus[] = [
  'new',
  'accepted',
  'contacted',
  'appointment_set',
  'quote_sent',
]

const nullableString = z
  .string()
  .nullish()
  .transform((value) => value ?? null)
const nullableNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null)

const deskDealer = z.object({
  id: z.number(),
  name: z.string(),
  language: z
    .string()
    .nullish()
    .transform((value) => value ?? 'nl'),
  latitude: nullableNumber,
  longitude: nullableNumber,
  postal_code: nullableString,
  municipality: nullableString,
  country: nullableString,
})

const deskAccount = z.object({
  id: z.string(),
  email: z.string(),
  first_name: nullableString,
  last_name: nullableString,
  language: nullableString,
  dealer: deskDealer,
})

const deskToken = z.object({
  token: z.string().min(1),
  expires: z.number(),
  user: deskAccount,
})

export type DeskAccount = z.output<typeof deskAccount>
export type DeskDealer = z.output<typeof deskDealer>
export type DeskToken = z.output<typeof deskToken>

/** The fields of a lead the desk shows and changes. */
const leadFields = [
  'id',
  'date_created',
  'kind',
  'locale',
  'name',
  'email',
  'phone',
  'address',
  'postal_code',
  'municipality',
  'country',
  'region',
  'pool',
  'color',
  'length',
  'width',
  'stair',
  'message',
  'pool_built',
  'status',
  'status_changed_at',
  'dealer_note',
  'decline_reason',
  'appointment_at',
  'accepted_at',
] as const

const deskLead = z.object({
  id: z.number(),
  date_created: z.string(),
  kind: z.enum(['mail', 'appointment']).catch('appointment'),
  locale: nullableString,
  // an anonymised request keeps its row without the visitor's details
  name: nullableString,
  email: nullableString,
  phone: nullableString,
  address: nullableString,
  postal_code: nullableString,
  municipality: nullableString,
  country: nullableString,
  region: nullableString,
  pool: z
    .union([z.number(), z.object({ id: z.number() }).transform((pool) => pool.id)])
    .nullish()
    .transform((value) => value ?? null),
  color: nullableString,
  length: nullableNumber,
  width: nullableNumber,
  stair: nullableString,
  message: nullableString,
  pool_built: nullableString,
  status: z.enum(leadStatuses).catch('new'),
  status_changed_at: nullableString,
  dealer_note: nullableString,
  decline_reason: nullableString,
  appointment_at: nullableString,
  accepted_at: nullableString,
})
export type DeskLead = z.output<typeof deskLead>

const leadEvent = z.object({
  id: z.number(),
  date_created: z.string(),
  action: z.string(),
  status: nullableString,
  detail: nullableString,
  user: z
    .object({ first_name: nullableString, last_name: nullableString })
    .nullish()
    .transform((value) => value ?? null),
})
export type LeadEvent = z.output<typeof leadEvent>

/** What a staff member may change of a lead. */
export interface LeadChange {
  status?: LeadStatus
  dealer_note?: string | null
  decline_reason?: string | null
  appointment_at?: string | null
}

async function call<T>(
  client: CmsClient,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  try {
    return await client.request<T>(() => ({
      path,
      method: (init.method ?? 'GET') as 'GET',
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    }))
  } catch (error) {
    throw error instanceof CmsError ? error : toCmsError(error)
  }
}

/**
 * Mails a sign-in code to `mail.email` when it is a dealer's staff member's address; the CMS
 * answers alike when it is not, so nothing here tells the two apart.
 */
export async function mailDeskSignIn(
  gate: CmsClient,
  mail: { email: string; subject: string; text: string; html: string },
): Promise<void> {
  await call<unknown>(gate, '/dealer-access/sign-in-mail', { method: 'POST', body: mail })
}

/**
 * A short-lived Directus token of the dealer's staff member with this address, and who they are;
 * null when the address is no active staff member's.
 */
export async function issueDeskToken(gate: CmsClient, email: string): Promise<DeskToken | null> {
  try {
    const answer = await call<unknown>(gate, '/dealer-access/token', {
      method: 'POST',
      body: { email },
    })
    return deskToken.parse(answer)
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return null
    throw error
  }
}

/** The leads of the staff member's dealer, oldest first; open or closed ones. */
export async function listDeskLeads(
  client: CmsClient,
  { closed = false }: { closed?: boolean } = {},
): Promise<DeskLead[]> {
  const filter = { status: closed ? { _nin: openStatuses } : { _in: openStatuses } }
  const query = new URLSearchParams({
    fields: leadFields.join(','),
    filter: JSON.stringify(filter),
    sort: closed ? '-date_created' : 'date_created',
    limit: '500',
  })
  const rows = await call<unknown[]>(client, `/items/quote_requests?${query.toString()}`)
  return z.array(deskLead).parse(rows)
}

/** Every lead of the dealer, oldest first, for their export. */
export async function exportDeskLeads(client: CmsClient): Promise<DeskLead[]> {
  const query = new URLSearchParams({
    fields: leadFields.join(','),
    sort: 'date_created',
    limit: '-1',
  })
  return z.array(deskLead).parse(await call<unknown[]>(client, `/items/quote_requests?${query}`))
}

/**
 * One lead, or null when the staff member may not read it: Directus answers another dealer's
 * lead and an id that does not exist alike (403), and so does this.
 */
export async function readDeskLead(client: CmsClient, id: number): Promise<DeskLead | null> {
  const query = new URLSearchParams({ fields: leadFields.join(',') })
  try {
    return deskLead.parse(await call<unknown>(client, `/items/quote_requests/${id}?${query}`))
  } catch (error) {
    if (error instanceof CmsError && (error.status === 403 || error.status === 404)) return null
    throw error
  }
}

/** `saved`, `missing` (not theirs, or no such lead: the same), or `invalid` (Directus' 400). */
export type LeadChangeResult = 'saved' | 'missing' | 'invalid'

export async function changeDeskLead(
  client: CmsClient,
  id: number,
  change: LeadChange,
): Promise<LeadChangeResult> {
  try {
    await call<unknown>(client, `/items/quote_requests/${id}?fields=id`, {
      method: 'PATCH',
      body: change,
    })
    return 'saved'
  } catch (error) {
    if (error instanceof CmsError) {
      if (error.status === 403 || error.status === 404) return 'missing'
      if (error.status === 400) return 'invalid'
    }
    throw error
  }
}

/** What happened to a lead, newest first, with who did it (null: the CMS itself). */
export async function listLeadEvents(client: CmsClient, id: number): Promise<LeadEvent[]> {
  const query = new URLSearchParams({
    fields: 'id,date_created,action,status,detail,user.first_name,user.last_name',
    filter: JSON.stringify({ lead: { _eq: id } }),
    sort: '-date_created,-id',
    limit: '200',
  })
  try {
    return z.array(leadEvent).parse(await call<unknown[]>(client, `/items/lead_events?${query}`))
  } catch (error) {
    if (error instanceof CmsError && error.status === 403) return []
    throw error
  }
}

/** What a dealer keeps of their own record on the desk. */
const deskRecord = z.object({
  phone: nullableString,
  lead_email: nullableString,
  languages_spoken: spokenLanguages,
  opening_hours: nullableString,
  paused_until: nullableString,
})
export type DeskRecord = z.output<typeof deskRecord>

const recordFields = ['phone', 'lead_email', 'languages_spoken', 'opening_hours', 'paused_until']

/** The staff member's dealer's own record, as their token reads it. */
export async function readDeskRecord(client: CmsClient, dealer: number): Promise<DeskRecord> {
  const query = new URLSearchParams({ fields: recordFields.join(',') })
  return deskRecord.parse(await call<unknown>(client, `/items/dealers/${dealer}?${query}`))
}

/** Saves the dealer's own record: `saved`, or `invalid` when Directus refuses a value (400). */
export async function changeDeskRecord(
  client: CmsClient,
  dealer: number,
  record: DeskRecord,
): Promise<'saved' | 'invalid'> {
  try {
    await call<unknown>(client, `/items/dealers/${dealer}?fields=id`, {
      method: 'PATCH',
      body: record,
    })
    return 'saved'
  } catch (error) {
    if (error instanceof CmsError && error.status === 400) return 'invalid'
    throw error
  }
}
