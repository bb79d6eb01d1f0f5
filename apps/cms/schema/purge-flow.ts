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
 * Before them a Run Script draws the token's `jti`, which the site accepts once.
 * `apply-flow.ts` puts it into Directus.
 */
import { readerCollections } from './permissions.ts'
import type { FlowDefinition, OperationSpec } from './apply-flow.ts'
import type { BuiltSchema } from './build.ts'
import { buildSchema } from './build.ts'

type Json = Record<string, unknown>

export const purgeFlowName = 'Purge the site cache'

/**
 * The collections whose changes purge the site: exactly what the site can read, i.e. every table
 * of the schema except the form submissions, and `directus_files` (see access.ts). Translations,
 * blocks and junctions are tables of their own, so an edit of one language or one block counts.
 */
export function purgedCollections(schema: BuiltSchema = buildSchema()): string[] {
  return [...readerCollections(schema), 'directus_files']
}

/**
 * The Run Script operation's code that draws the `jti` of a purge token: a random UUID
 * (version 4). Run Script has no `crypto`: every run gets an isolate of its own, whose
 * `Math.random` V8 seeds afresh from the system's entropy. Plain JavaScript, so that Directus
 * holds the same text whichever way this module was loaded.
 */
export const tokenIdScript = `module.exports = function () {
  const hex = (length) =>
    Array.from({ length }, () => Math.floor(Math.random() * 16).toString(16)).join('')
  const variant = '89ab'.charAt(Math.floor(Math.random() * 4))
  return hex(8) + '-' + hex(4) + '-4' + hex(3) + '-' + variant + hex(3) + '-' + hex(12)
}
`

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
  position_x: 55,
  position_y: y,
  options: {
    operation: 'sign',
    payload: info,
    secret: '{{$env.PURGE_SECRET}}',
    options: { expiresIn: 300, algorithm: 'HS256', jwtid: '{{token_id}}' },
  },
  resolve: next,
  reject: null,
})

const purge = (key: string, name: string, info: Json, token: string, y: number): OperationSpec => ({
  key,
  name,
  type: 'request',
  position_x: 73,
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
        key: 'token_id',
        name: 'Draw the token’s id',
        type: 'exec',
        position_x: 19,
        position_y: 1,
        options: { code: tokenIdScript },
        resolve: 'has_keys',
        reject: null,
      },
      {
        key: 'has_keys',
        name: 'Several keys? (update, delete)',
        type: 'condition',
        position_x: 37,
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
