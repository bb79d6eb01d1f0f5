/**
 * What each role of the CMS may do, as Directus permission rows: the site's reader, previewer and
 * form writer, and the Dealer role of the Data Studio. access.ts creates them.
 */
import { isDeepStrictEqual } from 'node:util'
import { countries } from '@lamella/i18n/markets'
import type { BuiltSchema } from './build.ts'
import { leadStatuses, poolBuiltAnswers, quoteKinds } from './collections.ts'
import { stampFields } from './status-stamp.ts'
import type { Filter } from './visibility.ts'
import { fileRule, isEarlierFileRule, published, rowRules } from './visibility.ts'

export interface PermissionPayload {
  collection: string
  action: 'create' | 'read' | 'update' | 'delete'
  fields: string[]
  permissions: Record<string, unknown> | null
  validation: Record<string, unknown> | null
  presets: Record<string, unknown> | null
}

export const formCollection = 'quote_requests'
/** The history of each request, written by the CMS (extensions/lead-history). */
export const leadEventsCollection = 'lead_events'

export const readerRole = 'Content Reader'
/** The site's account that signs dealers' staff in (extensions/dealer-access); no item permissions. */
export const dealerGateRole = 'Site Dealer Gate'
export const writerRole = 'Form Writer'
export const previewerRole = 'Content Previewer'

/** Each dealer's figures of their leads, worked out by the lead routing. */
export const dealerScoresCollection = 'dealer_scores'

/** What the site's content tokens never read: the requests, their history and the dealers' figures. */
const privateCollections = new Set([formCollection, leadEventsCollection, dealerScoresCollection])

/** Every table the site reads: all but the form submissions and their history. */
export function readerCollections(schema: BuiltSchema): string[] {
  return schema.collections
    .filter(
      (collection) => collection.schema !== null && !privateCollections.has(collection.collection),
    )
    .map((collection) => collection.collection)
}

export interface ReaderOptions {
  /** the previewer's permissions: drafts and what hangs off them too */
  drafts?: boolean
  /** the id of the folder whose files the site may show without content pointing at them */
  publicFolder: string
}

const read = (
  collection: string,
  permissions: Filter,
  fields: string[] = ['*'],
): PermissionPayload => ({
  collection,
  action: 'read',
  fields,
  permissions,
  validation: null,
  presets: null,
})

/**
 * Fields of content tables the site never shows, which its tokens therefore do not read: where a
 * dealer wants their leads mailed is between them and the CMS.
 */
const unreadFields: Record<string, string[]> = { dealers: ['lead_email'] }

/** The fields of `collection` the site's tokens read: every one, or all but its unread ones. */
function readerFields(schema: BuiltSchema, collection: string): string[] {
  const hidden = unreadFields[collection]
  if (!hidden) return ['*']
  const spec = schema.collections.find((item) => item.collection === collection)
  return (spec?.fields ?? []).map((field) => field.field).filter((name) => !hidden.includes(name))
}

/**
 * Read on every table except the form submissions, limited to what a published item shows
 * (visibility.ts), and on the files such items point at or the public folder holds. The
 * previewer (`drafts`) reads every row, and the files any row points at.
 */
export function readerPermissions(
  schema: BuiltSchema,
  { drafts = false, publicFolder }: ReaderOptions,
): PermissionPayload[] {
  const readable = new Set(readerCollections(schema))
  const rules = rowRules(schema, readable)
  return [
    ...[...readable].map((collection) =>
      read(
        collection,
        drafts ? {} : (rules.get(collection) ?? {}),
        readerFields(schema, collection),
      ),
    ),
    read('directus_files', fileRule(schema, readable, { drafts, publicFolder })),
  ]
}

/**
 * What a visitor sends with the quote form. The rest of a request (its status and stamps, the
 * reminder, the dealer's notes) is the office's and the dealers': the site may not set it.
 */
export const visitorFields = [
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
  'dealer',
  'message',
  'consent',
  'submission_id',
  'pool_built',
  'consent_version',
  'latitude',
  'longitude',
]

/** The visitor's fields as the setup allowed them before the site sent the place's coordinates. */
const visitorFieldsWithoutPlace = visitorFields.filter(
  (field) => field !== 'latitude' && field !== 'longitude',
)

/**
 * What the form writer's create permission allows: the visitor's fields, and the promise
 * (`accept_by`) that extensions/lead-routing puts into every new request before Directus checks
 * this permission, over whatever the client sent.
 */
export const writerCreateFields = [...visitorFields, 'accept_by']

/** A value the request must have, among `values`: Directus checks only the fields sent. */
const oneOf = (field: string, values: readonly string[]): Filter[] => [
  { [field]: { _submitted: true } },
  { [field]: { _in: [...values] } },
]

/** A text the request must have, with more than white space. */
const text = (field: string): Filter[] => [
  { [field]: { _submitted: true } },
  { [field]: { _regex: '\\S' } },
]

/**
 * What Directus requires of a request the form writer creates, as a permission validation: what
 * the site's form always sends. An appointment may come without a dealer: while the CMS lists
 * none, the site still takes the request and the office finds one. Directus checks one field per condition and skips a condition on
 * a field that was not sent, hence `_submitted` beside every rule.
 */
export function quoteRequestValidation(markets: readonly string[] = countries): Filter {
  return {
    _and: [
      ...oneOf('kind', quoteKinds),
      ...['name', 'email', 'postal_code', 'municipality', 'address'].flatMap(text),
      { consent: { _submitted: true } },
      { consent: { _eq: true } },
      ...oneOf('pool_built', poolBuiltAnswers),
      ...oneOf('country', markets),
    ],
  }
}

export function writerPermissions(): PermissionPayload[] {
  return [
    {
      collection: formCollection,
      action: 'create',
      fields: writerCreateFields,
      permissions: {},
      validation: quoteRequestValidation(),
      presets: null,
    },
  ]
}

/** A permission row as Directus answers it. */
export interface PresentPermission {
  id: number
  collection: string
  action: string
  fields: string[] | null
  permissions: Record<string, unknown> | null
  validation: Record<string, unknown> | null
}

/** A permission that an earlier version of the setup created otherwise, and what it is now. */
export interface PermissionUpgrade {
  role: string
  collection: string
  action: PermissionPayload['action']
  /** whether the permission still reads as an earlier version of the setup left it */
  outdated(present: PresentPermission): boolean
  to: Partial<PermissionPayload>
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'object' && Object.keys(value).length === 0)

/** The validation this setup wrote for another list of markets. */
function isEarlierValidation(present: unknown): boolean {
  const conditions = (present as Filter | null)?._and
  if (!Array.isArray(conditions)) return false
  const markets = conditions
    .map((condition: Filter) => (condition.country as Filter | undefined)?._in)
    .find(Array.isArray)
  return Array.isArray(markets) && isDeepStrictEqual(present, quoteRequestValidation(markets))
}

/**
 * What earlier versions of the setup left that this one describes otherwise:
 * - before the office and the dealers kept a request's follow-up in it, the writer set any field;
 *   before requests recorded the privacy notice's version, every field but that one; before the
 *   CMS kept the promise and the site sent the place's coordinates, the visitor's fields only;
 * - before Directus checked a request itself, any request was stored;
 * - before the reader's rows followed their owners' status and its files the content, every
 *   translation, block, junction row and file was readable (an empty filter); a file rule
 *   written for fewer file fields is brought up to date too.
 */
export function permissionUpgrades(schema: BuiltSchema, publicFolder: string): PermissionUpgrade[] {
  const upgrades: PermissionUpgrade[] = [
    {
      role: writerRole,
      collection: formCollection,
      action: 'create',
      outdated: (present) =>
        isDeepStrictEqual(present.fields, ['*']) ||
        isDeepStrictEqual(
          present.fields,
          visitorFieldsWithoutPlace.filter((field) => field !== 'consent_version'),
        ) ||
        isDeepStrictEqual(present.fields, visitorFieldsWithoutPlace),
      to: { fields: writerCreateFields },
    },
    {
      role: writerRole,
      collection: formCollection,
      action: 'create',
      outdated: (present) => isEmpty(present.validation) || isEarlierValidation(present.validation),
      to: { validation: quoteRequestValidation() },
    },
  ]
  for (const [role, drafts] of [
    [readerRole, false],
    [previewerRole, true],
  ] as const) {
    for (const wanted of readerPermissions(schema, { drafts, publicFolder })) {
      // every field, as earlier versions let the site read a table that now keeps some back;
      // or the list of an earlier version, without a field added since
      const fields = wanted.fields ?? []
      if (!isDeepStrictEqual(fields, ['*']))
        upgrades.push({
          role,
          collection: wanted.collection,
          action: 'read',
          outdated: (present) =>
            present.fields === null ||
            present.fields.includes('*') ||
            fields.some((field) => !present.fields?.includes(field)),
          to: { fields },
        })
      const rule = wanted.permissions
      // a status filter is what earlier versions wrote too
      if (isEmpty(rule) || isDeepStrictEqual(rule, published)) continue
      const files = wanted.collection === 'directus_files'
      upgrades.push({
        role,
        collection: wanted.collection,
        action: 'read',
        outdated: (present) =>
          isEmpty(present.permissions) ||
          (files && isEarlierFileRule(present.permissions, rule ?? {})),
        to: { permissions: rule },
      })
    }
  }
  return upgrades
}

/**
 * The requests of the dealer the user belongs to (`directus_users.dealer`). A user without a
 * dealer matches nothing: Directus reads `_eq: null` as "is null", which every request without a
 * dealer would match.
 */
const ownDealersRequests = {
  _and: [{ dealer: { _eq: '$CURRENT_USER.dealer' } }, { dealer: { _nnull: true } }],
}

/** The fields a dealer's staff may change of their own requests; the rest is the visitor's. */
export const dealerUpdateFields = [
  'status',
  'dealer_note',
  'decline_reason',
  'appointment_at',
  ...stampFields,
]

/**
 * What a dealer's staff keep up to date of their own dealer on the dealer desk: the phone, a
 * pause (no new or passed-on leads before that day), where lead mails go, the languages they
 * speak and their opening hours.
 */
export const dealerProfileFields = [
  'phone',
  'paused_until',
  'lead_email',
  'languages_spoken',
  'opening_hours',
]

/** The fields of a lead's history a dealer reads. */
export const leadEventFields = ['id', 'lead', 'date_created', 'user', 'action', 'status', 'detail']

/**
 * A dealer's staff, in the site's dealer workspace (with a token the site gets from
 * extensions/dealer-access) or through the API: read and follow up the requests addressed to their
 * dealer and their history, read their dealer's row and keep its desk fields up to date, the names of their dealer's staff (who did
 * what in the history), and the published pools the requests name; nothing else. Directus checks
 * an update against the payload after the status stamp flow (flows.ts), which writes the stamp
 * fields itself and drops what a client sent for them: the update permission names them for that
 * reason only. A status must be one of the workflow's; a decline without a reason is refused by
 * extensions/lead-history, for everyone. What Directus' own rules leave open (presets for
 * everybody, another dealer's request answering otherwise than a missing one, mentions that
 * notify the office) extensions/dealer-guard closes.
 */
export function dealerPermissions(): PermissionPayload[] {
  return [
    read(formCollection, ownDealersRequests),
    {
      collection: formCollection,
      action: 'update',
      fields: dealerUpdateFields,
      permissions: ownDealersRequests,
      validation: dealerStatusValidation(),
      presets: null,
    },
    {
      ...read(leadEventsCollection, {
        _and: [
          { lead: { dealer: { _eq: '$CURRENT_USER.dealer' } } },
          { lead: { dealer: { _nnull: true } } },
        ],
      }),
      fields: leadEventFields,
    },
    {
      ...read('directus_users', {
        _and: [{ dealer: { _eq: '$CURRENT_USER.dealer' } }, { dealer: { _nnull: true } }],
      }),
      fields: ['id', 'first_name', 'last_name'],
    },
    read('dealers', { id: { _eq: '$CURRENT_USER.dealer' } }),
    {
      collection: 'dealers',
      action: 'update',
      fields: dealerProfileFields,
      permissions: {
        _and: [{ id: { _eq: '$CURRENT_USER.dealer' } }, { id: { _nnull: true } }],
      },
      validation: null,
      presets: null,
    },
    read('pools', { status: { _eq: 'published' } }),
    read('pools_translations', { pools_id: { status: { _eq: 'published' } } }),
    read('languages', {}),
  ]
}

const dealerStatusValidation = (
  statuses: readonly string[] = leadStatuses.map((s) => s.value),
) => ({
  status: { _in: [...statuses] },
})

/** The statuses and fields a dealer had before the workspace on the site. */
const earlierStatuses = ['new', 'contacted', 'quote_sent', 'won', 'lost']
const earlierDealerFields = ['status', 'dealer_note', 'status_changed_at', 'status_changed_by']

/**
 * The Dealer's update permission as the Data Studio version of the setup left it: the two fields
 * and five statuses of that time become today's, while nobody changed them.
 */
export const dealerPermissionUpgrades = (): PermissionUpgrade[] => [
  {
    role: dealerRole,
    collection: formCollection,
    action: 'update',
    outdated: (present) => isDeepStrictEqual(present.fields, earlierDealerFields),
    to: { fields: dealerUpdateFields },
  },
  {
    role: dealerRole,
    collection: formCollection,
    action: 'update',
    outdated: (present) =>
      isDeepStrictEqual(present.validation, dealerStatusValidation(earlierStatuses)),
    to: { validation: dealerStatusValidation() },
  },
]

export const dealerRole = 'Dealer'
