/**
 * Who moved a quote request on, and when: a blocking flow on every update of `quote_requests`
 * returns the update's payload with `status_changed_at` and `status_changed_by` written by the
 * CMS, whoever saves (the Data Studio, the API, a dealer, the office).
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

export const stampFields = ['status_changed_at', 'status_changed_by'] as const

/**
 * The payload Directus goes on with. What the client sent for the stamp fields is dropped; when
 * the payload sets a status that one of the items does not have yet, the stamp is the acting
 * user and `now`. Saving the same status again, or only a note, changes no stamp.
 */
export function stampStatusChange(data: StampFlowData, now: string): Record<string, unknown> {
  const isRow = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
  const trigger = isRow(data.$trigger) ? data.$trigger : {}
  const sent = isRow(trigger.payload) ? trigger.payload : {}
  const payload = Object.fromEntries(
    Object.entries(sent).filter(
      ([field]) => field !== 'status_changed_at' && field !== 'status_changed_by',
    ),
  )
  if (!('status' in payload)) return payload
  const current = (Array.isArray(data.current) ? data.current : [data.current]).filter(isRow)
  if (!current.some((item) => item.status !== payload.status)) return payload
  const user = isRow(data.$accountability) ? data.$accountability.user : null
  return { ...payload, status_changed_at: now, status_changed_by: user ?? null }
}

/** The Run Script operation's code: the function above and the moment it runs. */
export function statusStampScript(): string {
  return runScript(stampStatusChange, ['new Date().toISOString()'])
}
