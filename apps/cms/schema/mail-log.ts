/**
 * What the CMS records of the mails it sends about a lead (extensions/lead-mail writes the rows)
 * and what the office reads of them: how a lead's history shows a mail, which leads' dealer was
 * never told.
 */
import type { Api } from './api.ts'

type Row = Record<string, unknown>

/**
 * `lead_events.detail` of a mail sent to the dealer starts so, the dealer's name after it; a
 * failed mail's detail starts with the reason.
 */
export const dealerMailPrefix = 'dealer:'

/**
 * The appointments whose dealer got no mail: no `sent` mail row to a dealer in their history ten
 * minutes after they came in (the flow sends within seconds; the minutes leave a slow mail server
 * time). A filter of Directus (`$NOW`, `_none` on the history), so an Insights panel reads it
 * as it is, with no field or schedule of its own.
 */
export const dealerNotToldFilter = {
  _and: [
    { kind: { _eq: 'appointment' } },
    { dealer: { _nnull: true } },
    { date_created: { _lt: '$NOW(-10 minutes)' } },
    // one condition only: Directus 11.17 applies only one condition of a `_none` correctly
    { history: { _none: { detail: { _starts_with: dealerMailPrefix } } } },
  ],
}

/**
 * How a lead's history lists its rows: what happened, the new status or whether a mail went out,
 * and who or why ("mail sent office", "mail failed no mail server — dealer: Leie Pools",
 * "status declined Too far"). The schema's first template showed only the action and status.
 */
export const historyTemplate = '{{action}} {{status}} {{detail}}'
export const earlierHistoryTemplate = '{{action}} {{status}}'

interface FieldRow {
  meta: { options?: Row | null; display_options?: Row | null } | null
}

/**
 * Gives `quote_requests.history` the template above where it still shows the schema's first one
 * (in its list and its display): a template an admin changed stays as it is.
 */
export async function applyHistoryTemplate(api: Api): Promise<boolean> {
  let field: FieldRow
  try {
    field = await api.get<FieldRow>('/fields/quote_requests/history')
  } catch {
    return false
  }
  const options = field.meta?.options ?? {}
  const display = field.meta?.display_options ?? {}
  const earlier = (value: Row) => value.template === earlierHistoryTemplate
  if (!earlier(options) && !earlier(display)) return false
  await api.patch('/fields/quote_requests/history', {
    meta: {
      ...(earlier(options) && { options: { ...options, template: historyTemplate } }),
      ...(earlier(display) && { display_options: { ...display, template: historyTemplate } }),
    },
  })
  return true
}
