/**
 * What each role of the CMS may do, as Directus permission rows: the site's reader, previewer and
 * form writer, and the Dealer role of the Data Studio. access.ts creates them.
 */
import type { BuiltSchema } from './build.ts'
import { leadStatuses } from './collections.ts'
import { stampFields } from './status-stamp.ts'

export interface PermissionPayload {
  collection: string
  action: 'create' | 'read' | 'update' | 'delete'
  fields: string[]
  permissions: Record<string, unknown> | null
  validation: Record<string, unknown> | null
  presets: Record<string, unknown> | null
}

export const formCollection = 'quote_requests'

/**
 * Read on every table except the form submissions; published items only where there is a status,
 * unless `drafts` (the previewer's permissions).
 */
export function readerPermissions(schema: BuiltSchema, drafts = false): PermissionPayload[] {
  const tables = schema.collections.filter(
    (collection) => collection.schema !== null && collection.collection !== formCollection,
  )
  return [
    ...tables.map((collection) => ({
      collection: collection.collection,
      action: 'read' as const,
      fields: ['*'],
      permissions:
        !drafts && collection.fields.some((field) => field.field === 'status')
          ? { status: { _eq: 'published' } }
          : {},
      validation: null,
      presets: null,
    })),
    {
      collection: 'directus_files',
      action: 'read',
      fields: ['*'],
      permissions: {},
      validation: null,
      presets: null,
    },
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
]

export function writerPermissions(): PermissionPayload[] {
  return [
    {
      collection: formCollection,
      action: 'create',
      fields: visitorFields,
      permissions: {},
      validation: {},
      presets: null,
    },
  ]
}

/** A permission as an earlier version of the setup created it, and what it is now. */
export interface PermissionUpgrade {
  role: string
  collection: string
  action: PermissionPayload['action']
  from: Partial<PermissionPayload>
  to: Partial<PermissionPayload>
}

/** Before the office and the dealers kept a request's follow-up in it, the writer set any field. */
export const permissionUpgrades: PermissionUpgrade[] = [
  {
    role: 'Form Writer',
    collection: formCollection,
    action: 'create',
    from: { fields: ['*'] },
    to: { fields: visitorFields },
  },
]

/**
 * The requests of the dealer the user belongs to (`directus_users.dealer`). A user without a
 * dealer matches nothing: Directus reads `_eq: null` as "is null", which every request without a
 * dealer would match.
 */
const ownDealersRequests = {
  _and: [{ dealer: { _eq: '$CURRENT_USER.dealer' } }, { dealer: { _nnull: true } }],
}

/**
 * A dealer's staff in the Data Studio: read and follow up the requests addressed to their dealer,
 * read their dealer's row, and the published pools the requests name; nothing else. Directus
 * checks an update against the payload after the status stamp flow (flows.ts), which writes the
 * stamp fields itself and drops what a client sent for them: the update permission names them
 * for that reason only. A status must be one of the workflow's.
 */
export function dealerPermissions(): PermissionPayload[] {
  const read = (
    collection: string,
    permissions: Record<string, unknown>,
    fields = ['*'],
  ): PermissionPayload => ({
    collection,
    action: 'read',
    fields,
    permissions,
    validation: null,
    presets: null,
  })
  return [
    read(formCollection, ownDealersRequests),
    {
      collection: formCollection,
      action: 'update',
      fields: ['status', 'dealer_note', ...stampFields],
      permissions: ownDealersRequests,
      validation: { status: { _in: leadStatuses.map((status) => status.value) } },
      presets: null,
    },
    read('dealers', { id: { _eq: '$CURRENT_USER.dealer' } }),
    read('pools', { status: { _eq: 'published' } }),
    read('pools_translations', { pools_id: { status: { _eq: 'published' } } }),
    read('languages', {}),
  ]
}

export const dealerRole = 'Dealer'
