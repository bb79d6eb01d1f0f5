/**
 * The publish flow: when an editor creates, updates or deletes anything the site reads, Directus
 * signs what changed into a short-lived JWT and POSTs it to the site, which drops its caches.
 *
 * What the event trigger hands the flow as `$trigger` (Directus 11.17, services/items.js and
 * services/files.js, one event per collection and item batch, nested edits included):
 * - `<collection>.items.create`: `{ event, collection, key, payload }`, one event per new item;
 * - `<collection>.items.update`: `{ event, collection, keys, payload }`;
 * - `<collection>.items.delete`: `{ event, collection, keys, payload }` (payload = the keys);
 * - `files.upload` (a new file, or a file replaced in the Data Studio): `{ event, collection:
 *   "directus_files", key, payload }`; `files.update` and `files.delete` as for items (the trigger
 *   turns `directus_files` in `collections` into `files.*` events); `files.create` fires only for a
 *   file row made without an upload.
 *
 * Directus renders an option that is exactly `{{path}}` as the raw value (an array stays an
 * array, a number a number) and anything else as text, with `undefined` for a missing path. There
 * is no fallback syntax, so one template cannot say "keys, or [key]": a condition sends the events
 * with `keys` and those with `key` down two branches, each with its own signing and request.
 */
import type { Api } from './api.ts'
import { readerPermissions } from './access.ts'
import type { BuiltSchema } from './build.ts'
import { buildSchema } from './build.ts'
import { quoteMailScript } from './quote-mail.ts'

export const purgeFlowName = 'Purge the site cache'

/**
 * The collections whose changes purge the site: exactly what the site can read, i.e. every table
 * of the schema except the form submissions, and `directus_files` (see access.ts). Translations,
 * blocks and junctions are tables of their own, so an edit of one language or one block counts.
 */
export function purgedCollections(schema: BuiltSchema = buildSchema()): string[] {
  return [...new Set(readerPermissions(schema).map((permission) => permission.collection))]
}

type Json = Record<string, unknown>

export interface FlowSpec {
  name: string
  icon: string
  color: string | null
  description: string
  status: 'active'
  trigger: 'event'
  accountability: 'all'
  options: {
    type: 'action'
    scope: string[]
    collections: string[]
  }
}

export interface OperationSpec {
  key: string
  name: string
  type: string
  position_x: number
  position_y: number
  options: Json
  /** key of the operation that runs next when this one succeeds */
  resolve: string | null
  /** key of the operation that runs next when this one fails */
  reject: string | null
}

export interface FlowDefinition {
  flow: FlowSpec
  /** the first one is the flow's entry */
  operations: OperationSpec[]
}

/** What changed, as the JWT payload and the request body carry it. */
const changed = (keys: unknown): Json => ({
  event: '{{$trigger.event}}',
  collection: '{{$trigger.collection}}',
  keys,
})

/** create and files.upload name one `key`; an array whose only element is the raw value */
export const singleKeyInfo = changed(['{{$trigger.key}}'])
/** update and delete name `keys`, already an array */
export const manyKeysInfo = changed('{{$trigger.keys}}')

const sign = (key: string, name: string, info: Json, next: string, y: number): OperationSpec => ({
  key,
  name,
  type: 'json-web-token',
  position_x: 37,
  position_y: y,
  options: {
    operation: 'sign',
    payload: info,
    secret: '{{$env.PURGE_SECRET}}',
    options: { expiresIn: 300, algorithm: 'HS256' },
  },
  resolve: next,
  reject: null,
})

const purge = (key: string, name: string, info: Json, token: string, y: number): OperationSpec => ({
  key,
  name,
  type: 'request',
  position_x: 55,
  position_y: y,
  options: {
    method: 'POST',
    url: '{{$env.SITE_PURGE_URL}}',
    headers: [
      { header: 'Authorization', value: `Bearer {{${token}}}` },
      { header: 'Content-Type', value: 'application/json' },
    ],
    body: info,
  },
  resolve: null,
  reject: null,
})

export function purgeFlow(schema: BuiltSchema = buildSchema()): FlowDefinition {
  return {
    flow: {
      name: purgeFlowName,
      icon: 'cached',
      color: null,
      description:
        'Tells the site what changed so that it drops its cached pages and data at once. ' +
        'Created by apps/cms/scripts/setup.ts; a restart restores its trigger and operations.',
      status: 'active',
      trigger: 'event',
      accountability: 'all',
      options: {
        type: 'action',
        scope: ['items.create', 'items.update', 'items.delete', 'files.upload'],
        collections: purgedCollections(schema),
      },
    },
    operations: [
      {
        key: 'has_keys',
        name: 'Several keys? (update, delete)',
        type: 'condition',
        position_x: 19,
        position_y: 1,
        options: { filter: { $trigger: { keys: { _nnull: true } } } },
        resolve: 'sign_keys',
        reject: 'sign_key',
      },
      sign('sign_keys', 'Sign (update, delete)', manyKeysInfo, 'purge_keys', 1),
      purge('purge_keys', 'Purge (update, delete)', manyKeysInfo, 'sign_keys', 1),
      sign('sign_key', 'Sign (create, upload)', singleKeyInfo, 'purge_key', 19),
      purge('purge_key', 'Purge (create, upload)', singleKeyInfo, 'sign_key', 19),
    ],
  }
}

interface FlowRow {
  id: string
  trigger: string | null
  options: unknown
  operation: string | null
}

interface OperationRow {
  id: string
  key: string
  name: string | null
  type: string
  options: unknown
  resolve: string | null
  reject: string | null
}

/** Compares JSON values regardless of the order of object keys. */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([x], [y]) => x.localeCompare(y))
              .map(([key, item]) => [key, canonical(item)]),
          )
        : value
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
}

/**
 * Creates the flow when no flow has its name; otherwise brings its trigger and operations back to
 * the definition (a new collection, a changed template) and removes operations it does not have.
 * Whether the flow is active is left to the admins. A second flow of the same name is deleted:
 * it would purge everything, or send every e-mail, twice.
 */
export async function applyFlow(api: Api, definition: FlowDefinition): Promise<string> {
  const { flow, operations } = definition
  const found = await api.get<FlowRow[]>('/flows', {
    filter: { name: { _eq: flow.name } },
    fields: 'id,trigger,options,operation',
    sort: 'date_created',
    limit: -1,
  })
  const [existing, ...duplicates] = found
  if (duplicates.length > 0)
    await api.delete(
      '/flows',
      duplicates.map((item) => item.id),
    )

  let flowId: string
  if (!existing) {
    flowId = (await api.post<{ id: string }>('/flows', flow)).id
  } else {
    flowId = existing.id
    if (existing.trigger !== flow.trigger || !sameJson(existing.options, flow.options))
      await api.patch(`/flows/${flowId}`, { trigger: flow.trigger, options: flow.options })
  }

  const present = await api.get<OperationRow[]>('/operations', {
    filter: { flow: { _eq: flowId } },
    fields: 'id,key,name,type,options,resolve,reject',
    limit: -1,
  })
  const wanted = new Set(operations.map((operation) => operation.key))
  const ids = new Map<string, string>()
  for (const row of present) if (wanted.has(row.key) && !ids.has(row.key)) ids.set(row.key, row.id)

  // new operations start unlinked: links are unique, so they are set once every one exists
  for (const operation of operations) {
    if (ids.has(operation.key)) continue
    const { resolve: _resolve, reject: _reject, ...fields } = operation
    const created = await api.post<{ id: string }>('/operations', {
      ...fields,
      flow: flowId,
    })
    ids.set(operation.key, created.id)
  }
  const idOf = (key: string | null) => (key === null ? null : (ids.get(key) ?? null))
  const spec = new Map(operations.map((operation) => [ids.get(operation.key), operation]))
  const stale = present.filter((row) => ids.get(row.key) !== row.id)

  // a link that is wrong is cleared first, so that setting the right ones never collides
  for (const row of present) {
    const wantedOperation = spec.get(row.id)
    const relinked =
      !wantedOperation ||
      row.resolve !== idOf(wantedOperation.resolve) ||
      row.reject !== idOf(wantedOperation.reject)
    if (relinked && (row.resolve !== null || row.reject !== null))
      await api.patch(`/operations/${row.id}`, { resolve: null, reject: null })
  }
  if (stale.length > 0)
    await api.delete(
      '/operations',
      stale.map((row) => row.id),
    )

  for (const operation of operations) {
    const id = ids.get(operation.key) ?? ''
    const row = present.find((item) => item.id === id)
    const update = {
      name: operation.name,
      type: operation.type,
      options: operation.options,
      resolve: idOf(operation.resolve),
      reject: idOf(operation.reject),
    }
    const unchanged =
      row &&
      row.name === update.name &&
      row.type === update.type &&
      sameJson(row.options, update.options) &&
      row.resolve === update.resolve &&
      row.reject === update.reject
    const isNewAndUnlinked = !row && update.resolve === null && update.reject === null
    if (!unchanged && !isNewAndUnlinked) await api.patch(`/operations/${id}`, update)
  }

  const entry = idOf(operations[0]?.key ?? null)
  if (existing?.operation !== entry) await api.patch(`/flows/${flowId}`, { operation: entry })
  return flowId
}

export const quoteMailFlowName = 'Send the quote request e-mails'

/**
 * Directus' transport when no SMTP host is configured (scripts/directus.ts): not a transport
 * Directus knows, so the flow stops at its first step and says why, instead of handing mails to
 * a local sendmail that may or may not deliver them.
 */
export const noMailTransport = 'none'

/** One mail operation; the Run Script operation `compose` made its recipient, subject and body. */
const mail = (
  recipient: 'visitor' | 'office' | 'dealer',
  name: string,
  x: number,
  next: string | null,
): OperationSpec => ({
  key: `mail_${recipient}`,
  name,
  type: 'mail',
  position_x: x,
  position_y: 1,
  options: {
    to: `{{compose.${recipient}.to}}`,
    subject: `{{compose.${recipient}.subject}}`,
    body: `{{compose.${recipient}.html}}`,
    replyTo: `{{compose.${recipient}.replyTo}}`,
    type: 'wysiwyg',
  },
  resolve: next,
  reject: null,
})

/**
 * The quote request flow: when the site stores a `quote_requests` item, Directus reads it with
 * its dealer and pool, composes the mails in a Run Script operation (schema/quote-mail.ts, with
 * the message catalogues compiled in) and sends the visitor's confirmation, the office's copy and,
 * for an appointment with a dealer who has an address, the dealer's. An action flow runs after
 * the item is stored and apart from the request, so a slow or broken mail server never slows or
 * fails the visitor's submission; the mail operation itself only logs a failed delivery.
 */
export function quoteMailFlow(script: string = quoteMailScript()): FlowDefinition {
  const read = (collection: string, query: Json, key?: string): Json => ({
    collection,
    ...(key ? { key } : {}),
    // the trigger's accountability is the form writer, which may only create
    permissions: '$full',
    emitEvents: false,
    query,
  })
  return {
    flow: {
      name: quoteMailFlowName,
      icon: 'forward_to_inbox',
      color: null,
      description:
        'Sends the visitor a confirmation in their language, and the request to the office ' +
        '(Global Settings › Quote e-mail) and to the chosen dealer. Created by ' +
        'apps/cms/scripts/setup.ts; a restart restores its trigger and operations.',
      status: 'active',
      trigger: 'event',
      accountability: 'all',
      options: { type: 'action', scope: ['items.create'], collections: ['quote_requests'] },
    },
    operations: [
      {
        key: 'can_mail',
        name: 'Is e-mail configured?',
        type: 'condition',
        position_x: 19,
        position_y: 1,
        options: { filter: { $env: { EMAIL_TRANSPORT: { _neq: noMailTransport } } } },
        resolve: 'request',
        reject: 'no_transport',
      },
      {
        key: 'no_transport',
        name: 'No e-mail transport',
        type: 'throw-error',
        position_x: 37,
        position_y: 19,
        options: {
          code: 'QUOTE_MAIL_NOT_CONFIGURED',
          status: '503',
          message:
            'No e-mail sent: EMAIL_SMTP_HOST is not set (see apps/cms/README.md). ' +
            'The quote request itself is stored.',
        },
        resolve: null,
        reject: null,
      },
      {
        key: 'request',
        name: 'Read the request',
        type: 'item-read',
        position_x: 37,
        position_y: 1,
        options: read(
          'quote_requests',
          {
            fields: [
              '*',
              'dealer.name',
              'dealer.email',
              'pool.translations.languages_code',
              'pool.translations.title',
            ],
          },
          '{{$trigger.key}}',
        ),
        resolve: 'settings',
        reject: null,
      },
      {
        key: 'settings',
        name: 'Read the office address',
        type: 'item-read',
        position_x: 55,
        position_y: 1,
        options: read('global_settings', { fields: ['brand', 'email', 'quote_email'] }),
        resolve: 'compose',
        reject: null,
      },
      {
        key: 'compose',
        name: 'Compose the e-mails',
        type: 'exec',
        position_x: 73,
        position_y: 1,
        options: { code: script },
        resolve: 'mail_visitor',
        reject: null,
      },
      mail('visitor', 'To the visitor', 91, 'mail_office'),
      mail('office', 'To the office', 109, 'has_dealer'),
      {
        key: 'has_dealer',
        name: 'A dealer to tell?',
        type: 'condition',
        position_x: 127,
        position_y: 1,
        options: { filter: { compose: { sendToDealer: { _eq: true } } } },
        resolve: 'mail_dealer',
        reject: null,
      },
      mail('dealer', 'To the dealer', 145, null),
    ],
  }
}
