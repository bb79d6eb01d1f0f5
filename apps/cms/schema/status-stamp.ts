/**
 * Who moved a quote request on, and when: a blocking flow on every update of `quote_requests`
 * returns the update's payload with `status_changed_at` and `status_changed_by` written by the
 * CMS, whoever saves (the Data Studio, the API, a dealer, the office), and `accepted_at` the first
 * time a request becomes accepted.
 *
 * `stampStatusChange` runs inside Directus, in the flow's Run Script operation: self-contained,
 * like the mails (see mail-kit.ts).
 */
import { runScript } from './mail-kit.ts'

/** The flow's data as the Run Script operation receives it. */
export interface StampFlowData {
  /** the filter event: `{ payload, keys, collection }` */
  $trigger?: unknown
  /** who saves; null for Directus itself */
  $accountability?: unknown
  /** the items as they are before the update: one row, or a list for several keys */
  current?: unknown
}

export const stampFields = [
  'status_changed_at',
  'status_changed_by',
  'accepted_at',
  'accept_hours',
] as const

/**
 * The payload Directus goes on with. What the client sent for the stamp fields is dropped; when
 * the payload sets a status that one of the items does not have yet, the stamp is the acting
 * user and `now`. Saving the same status again, or only a note, changes no stamp. A request that
 * becomes accepted and never was (no `accepted_at`) gets `accepted_at` = `now`, and when it is the
 * only key, `accept_hours`, the hours since it came in; one payload serves
 * every key of an update, so a batch that accepts requests some of which were accepted before
 * stamps them all.
 */
export function stampStatusChange(data: StampFlowData, now: string): Record<string, unknown> {
  const isRow = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
  const trigger = isRow(data.$trigger) ? data.$trigger : {}
  const sent = isRow(trigger.payload) ? trigger.payload : {}
  const payload = Object.fromEntries(
    Object.entries(sent).filter(
      ([field]) =>
        field !== 'status_changed_at' &&
        field !== 'status_changed_by' &&
        field !== 'accepted_at' &&
        field !== 'accept_hours',
    ),
  )
  if (!('status' in payload)) return payload
  const current = (Array.isArray(data.current) ? data.current : [data.current]).filter(isRow)
  if (!current.some((item) => item.status !== payload.status)) return payload
  const user = isRow(data.$accountability) ? data.$accountability.user : null
  const firstAccepted =
    payload.status === 'accepted' &&
    current.some((item) => item.status !== 'accepted' && !item.accepted_at)
  // how long the visitor waited for a yes, for the office's dashboard: known for one request
  // (the payload serves every key, and requests of a batch came in at different times)
  const created = current.length === 1 ? Date.parse(String(current[0]!.date_created)) : Number.NaN
  const hours = Math.round(((Date.parse(now) - created) / 3_600_000) * 100) / 100
  return {
    ...payload,
    status_changed_at: now,
    status_changed_by: user ?? null,
    ...(firstAccepted && { accepted_at: now }),
    ...(firstAccepted && Number.isFinite(hours) && hours >= 0 && { accept_hours: hours }),
  }
}

/** The Run Script operation's code: the function above and the moment it runs. */
export function statusStampScript(): string {
  return runScript(stampStatusChange, ['new Date().toISOString()'])
}
