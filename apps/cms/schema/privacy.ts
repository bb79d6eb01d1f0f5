/**
 * Personal data in quote requests, kept only as long as needed: a nightly flow anonymises the
 * requests older than Global Settings › Keep quote requests, and two manual flows let the office
 * export or erase one person's requests by e-mail address. Anonymising removes what identifies
 * the visitor and keeps what the statistics need (date, kind, configuration, country, region,
 * postal code, dealer, status).
 *
 * The functions below run inside Directus, in Run Script operations: self-contained, like the
 * mails (see mail-kit.ts).
 */
import type { FlowDefinition, FlowTrigger, OperationSpec } from './apply-flow.ts'
import { runScript } from './mail-kit.ts'

type Json = Record<string, unknown>

/** What a visitor typed that names or reaches them, and the dealer's notes about them. */
export const personalFields = ['name', 'email', 'phone', 'address', 'message', 'dealer_note']

/** Months a request keeps the visitor's details when the settings say nothing usable. */
export const defaultRetentionMonths = 24

/** Every night at 03:00, Directus' time zone. */
export const defaultRetentionCron = '0 3 * * *'

/** The flow's data as the Run Script operations receive it. */
export interface PrivacyFlowData {
  $trigger?: unknown
  settings?: unknown
  /** the requests to anonymise: rows with at least their `id` */
  found?: unknown
  /** the office's question: `{ email }`, lower case */
  person?: unknown
}

/**
 * The rows of `found` whose e-mail address is the person's, in any case. Directus can only
 * narrow the read down (`_icontains`: its LIKE also matches `jan@x.be` in `bjan@x.be`), so the
 * exact comparison is made here. Without a person every row is kept.
 */
export function whose(data: PrivacyFlowData): Json[] {
  const isRow = (value: unknown): value is Json =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
  const found = Array.isArray(data.found) ? data.found : data.found ? [data.found] : []
  const rows = found.filter(isRow)
  const asked = isRow(data.person) ? String(data.person.email ?? '') : ''
  return asked
    ? rows.filter(
        (row) => typeof row.email === 'string' && row.email.trim().toLowerCase() === asked,
      )
    : rows
}

/**
 * The moment before which a request is anonymised: `now` less the settings' number of months,
 * in calendar months (the 31st of a month becomes the last day of a shorter one).
 */
export function retentionCutoff(data: PrivacyFlowData, now: number): { before: string } {
  const isRow = (value: unknown): value is Json =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
  const rows = Array.isArray(data.settings) ? data.settings : [data.settings]
  const settings = rows.find(isRow) ?? {}
  const months = settings.quote_retention_months
  if (typeof months !== 'number' || !Number.isInteger(months) || months < 1)
    throw new Error('retention: global_settings.quote_retention_months is not a whole number ≥ 1')
  const date = new Date(now)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() - months)
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, last))
  return { before: date.toISOString() }
}

/**
 * The update that anonymises the requests found: one row per request with the personal fields
 * emptied and `anonymised_at` set. An empty list updates nothing.
 */
export function anonymise(
  data: PrivacyFlowData,
  matching: typeof whose,
  fields: string[],
  now: string,
): { rows: Json[]; count: number } {
  const rows = matching(data)
    .filter((row) => 'id' in row)
    .map((row) => ({
      id: row.id,
      ...Object.fromEntries(fields.map((field) => [field, null])),
      anonymised_at: now,
    }))
  return { rows, count: rows.length }
}

/**
 * The e-mail address the office asked about, trimmed: a run without one stops here, so that no
 * question about "anyone" ever reaches the requests.
 */
export function personAsked(data: PrivacyFlowData): { email: string } {
  const trigger = typeof data.$trigger === 'object' && data.$trigger !== null ? data.$trigger : {}
  const body = (trigger as Json).body
  const email =
    typeof body === 'object' && body !== null ? String((body as Json).email ?? '').trim() : ''
  if (!/^[^\s@]+@[^\s@]+$/.test(email))
    throw new Error('privacy: give the e-mail address of the person, e.g. jan@example.com')
  return { email: email.toLowerCase() }
}

/** An item-read or item-update with full rights: a schedule has no user. */
const full = { permissions: '$full', emitEvents: false }

/** Reads the settings, works out the cut-off, finds and anonymises the requests before it. */
export function retentionFlow({ cron }: { cron: string }): FlowDefinition {
  return {
    flow: {
      name: retentionFlowName,
      icon: 'auto_delete',
      color: null,
      description:
        'Removes the visitor’s name, address, phone, e-mail and free text from quote requests ' +
        'older than Global Settings › Keep quote requests; the rest stays for statistics. The ' +
        'schedule comes from QUOTE_RETENTION_CRON. Created by apps/cms/scripts/setup.ts; a ' +
        'restart restores its trigger and operations.',
      status: 'active',
      trigger: 'schedule',
      accountability: 'activity',
      options: { cron },
    },
    operations: [
      {
        key: 'settings',
        name: 'Read how long requests are kept',
        type: 'item-read',
        position_x: 19,
        position_y: 1,
        options: {
          collection: 'global_settings',
          ...full,
          query: { fields: ['quote_retention_months'] },
        },
        resolve: 'cutoff',
        reject: null,
      },
      {
        key: 'cutoff',
        name: 'Work out the cut-off',
        type: 'exec',
        position_x: 37,
        position_y: 1,
        options: { code: runScript(retentionCutoff, ['Date.now()']) },
        resolve: 'found',
        reject: null,
      },
      {
        key: 'found',
        name: 'Find the older requests',
        type: 'item-read',
        position_x: 55,
        position_y: 1,
        options: {
          collection: 'quote_requests',
          ...full,
          query: {
            fields: ['id'],
            filter: {
              date_created: { _lt: '{{cutoff.before}}' },
              anonymised_at: { _null: true },
            },
            limit: -1,
          },
        },
        resolve: 'anonymise',
        reject: null,
      },
      ...anonymiseSteps(73),
    ],
  }
}

/** Empties the personal fields of the requests in `found`. */
function anonymiseSteps(x: number): OperationSpec[] {
  return [
    {
      key: 'anonymise',
      name: 'Leave out the personal details',
      type: 'exec',
      position_x: x,
      position_y: 1,
      options: {
        code: runScript(anonymise, [
          whose.toString(),
          JSON.stringify(personalFields),
          'new Date().toISOString()',
        ]),
      },
      resolve: 'update',
      reject: null,
    },
    {
      key: 'update',
      name: 'Save the anonymised requests',
      type: 'item-update',
      position_x: x + 18,
      position_y: 1,
      options: { collection: 'quote_requests', ...full, payload: '{{anonymise.rows}}' },
      resolve: null,
      reject: null,
    },
  ]
}

export const retentionFlowName = 'Anonymise old quote requests'
export const exportFlowName = 'Export a person’s quote requests'
export const eraseFlowName = 'Erase a person’s quote requests'

/**
 * The office's question: admins only (a dealer's user may read requests, so Directus alone would
 * let them run it), and an e-mail address.
 */
function officeAsks(description: string): Extract<FlowTrigger, { trigger: 'manual' }> {
  return {
    trigger: 'manual',
    options: {
      collections: ['quote_requests'],
      location: 'collection',
      requireSelection: false,
      requireConfirmation: true,
      confirmationDescription: description,
      fields: [
        {
          field: 'email',
          type: 'string',
          name: 'E-mail address',
          meta: { interface: 'input', required: true, width: 'full' },
        },
      ],
      async: false,
      error_on_reject: true,
      return: '$last',
    },
  }
}

const officeChecks = (next: string): OperationSpec[] => [
  {
    key: 'is_admin',
    name: 'Asked by an administrator?',
    type: 'condition',
    position_x: 19,
    position_y: 1,
    options: { filter: { $accountability: { admin: { _eq: true } } } },
    resolve: 'person',
    reject: 'refused',
  },
  {
    key: 'refused',
    name: 'Refuse',
    type: 'throw-error',
    position_x: 37,
    position_y: 19,
    options: {
      code: 'FORBIDDEN',
      status: '403',
      message: 'Only an administrator may export or erase a person’s quote requests.',
    },
    resolve: null,
    reject: null,
  },
  {
    key: 'person',
    name: 'The e-mail address',
    type: 'exec',
    position_x: 37,
    position_y: 1,
    options: { code: runScript(personAsked, []) },
    resolve: next,
    reject: 'no_email',
  },
  {
    key: 'no_email',
    name: 'No e-mail address',
    type: 'throw-error',
    position_x: 55,
    position_y: 19,
    options: {
      code: 'INVALID_PAYLOAD',
      status: '400',
      message: 'Give the e-mail address of the person, e.g. jan@example.com.',
    },
    resolve: null,
    reject: null,
  },
]

const hisRequests = (fields: string[]): Json => ({
  collection: 'quote_requests',
  ...full,
  query: {
    fields,
    filter: { email: { _icontains: '{{person.email}}' } },
    sort: ['date_created'],
    limit: -1,
  },
})

/** Answers every request stored with that e-mail address, as JSON. */
export function exportFlow(): FlowDefinition {
  return {
    flow: {
      name: exportFlowName,
      icon: 'person_search',
      color: null,
      description:
        'For a person who asks what we keep about them: answers every quote request with their ' +
        'e-mail address as JSON (see apps/cms/README.md, “Personal data”). Administrators only. ' +
        'Created by apps/cms/scripts/setup.ts; a restart restores its operations.',
      status: 'active',
      accountability: 'activity',
      ...officeAsks('Every quote request with this e-mail address, as JSON.'),
    },
    operations: [
      ...officeChecks('found'),
      {
        key: 'found',
        name: 'Read their requests',
        type: 'item-read',
        position_x: 55,
        position_y: 1,
        options: hisRequests(['*', 'dealer.name', 'pool.translations.title']),
        resolve: 'theirs',
        reject: null,
      },
      {
        key: 'theirs',
        name: 'Keep those with exactly that address',
        type: 'exec',
        position_x: 73,
        position_y: 1,
        options: { code: runScript(whose, []) },
        resolve: null,
        reject: null,
      },
    ],
  }
}

/** Anonymises every request stored with that e-mail address; answers their ids. */
export function eraseFlow(): FlowDefinition {
  return {
    flow: {
      name: eraseFlowName,
      icon: 'person_remove',
      color: null,
      description:
        'For a person who asks to be forgotten: removes their name, address, phone, e-mail and ' +
        'free text from every quote request with their e-mail address (see apps/cms/README.md, ' +
        '“Personal data”). Administrators only. Created by apps/cms/scripts/setup.ts; a restart ' +
        'restores its operations.',
      status: 'active',
      accountability: 'activity',
      ...officeAsks(
        'Removes the name, address, phone, e-mail and free text of every quote request with this e-mail address. This cannot be undone.',
      ),
    },
    operations: [
      ...officeChecks('found'),
      {
        key: 'found',
        name: 'Find their requests',
        type: 'item-read',
        position_x: 55,
        position_y: 1,
        options: hisRequests(['id', 'email']),
        resolve: 'anonymise',
        reject: null,
      },
      ...anonymiseSteps(73),
    ],
  }
}
