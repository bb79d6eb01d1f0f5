import { describe, expect, it } from 'vitest'
// Directus' own templating and filters, from the installed runtime: what its flows.js runs
import {
  applyOptionsData,
  parseFilter,
  validatePayload,
} from '../runtime/node_modules/@directus/utils/dist/shared/index.js'
import { buildSchema } from './build.ts'
import { collections } from './collections.ts'
import type { CollectionSpec } from '@lamella/cms/directus-schema'
import { string } from '@lamella/cms/directus-schema'
import { manyKeysInfo, purgedCollections, purgeFlow, singleKeyInfo } from './purge-flow.ts'
import { runExec } from './run-exec.ts'

interface JwtOperation {
  handler(options: Record<string, unknown>): Promise<unknown>
}
// Directus' own JSON Web Token operation, from the installed runtime
const { default: jwtOperation }: { default: JwtOperation } = await import(
  new URL(
    '../runtime/node_modules/@directus/api/dist/operations/json-web-token/index.js',
    import.meta.url,
  ).href
)

const schema = buildSchema()
const tables = schema.collections
  .filter((item) => item.schema !== null)
  .map((item) => item.collection)
const purged = purgedCollections(schema)

type Scope = Record<string, unknown>

/** A run of the flow, as flows.js does it, up to the request: which branch, what it sends. */
function run(trigger: Scope) {
  const data: Scope = {
    $trigger: trigger,
    $env: { PURGE_SECRET: 's3cret', SITE_PURGE_URL: 'http://site/api/cache/purge' },
  }
  const [, check, ...rest] = purgeFlow(schema).operations
  if (!check) throw new Error('no condition')
  data.token_id = 'the-token-id'
  const filter = parseFilter(applyOptionsData(check.options, data).filter, null, undefined, true)
  const branch =
    validatePayload(filter ?? {}, data, { requireAll: true }).length === 0
      ? check.resolve
      : check.reject
  const sign = rest.find((item) => item.key === branch)
  const request = rest.find((item) => item.key === sign?.resolve)
  if (!sign || !request) throw new Error('broken flow')
  data[sign.key] = 'the.jwt.token'
  return {
    branch,
    sign: applyOptionsData(sign.options, data),
    request: applyOptionsData(request.options, data),
  }
}

describe('the collections that purge the site', () => {
  it('are every table except the form submissions and what hangs off them, plus the files', () => {
    const content = tables.filter(
      (name) => !['quote_requests', 'lead_events', 'dealer_scores'].includes(name),
    )
    expect(purged).toEqual(expect.arrayContaining(content))
    expect(purged).toContain('directus_files')
    expect(purged).not.toContain('quote_requests')
    expect(purged).not.toContain('lead_events')
    expect(purged).not.toContain('dealer_scores')
    expect([...purged].sort()).toEqual([...content, 'directus_files'].sort())
  })

  it('include every translation, block and junction table', () => {
    const translations = tables.filter((name) => name.endsWith('_translations'))
    expect(translations.length).toBeGreaterThanOrEqual(20)
    expect(purged).toEqual(expect.arrayContaining(translations))
    expect(purged).toEqual(
      expect.arrayContaining([
        'block_hero',
        'block_hero_translations',
        'block_rich_text',
        'block_rich_text_translations',
        'block_cta',
        'block_cta_translations',
        'pages_blocks',
        'global_settings_top_nav_left',
        'global_settings_top_nav_right',
        'global_settings_main_nav_left',
        'global_settings_main_nav_right',
        'global_settings_mobile_nav',
        'mobile_nav_groups_nav_links',
        'languages',
      ]),
    )
  })

  it('leave out the navigation folders, which have no table', () => {
    expect(purged).not.toContain('navigation')
    expect(purged).not.toContain('blocks')
  })

  it('cover a collection added to the schema description, with its translations', () => {
    const added: CollectionSpec = {
      name: 'testimonials',
      icon: 'format_quote',
      status: true,
      fields: [string('author')],
      translations: [string('quote')],
    }
    const more = purgedCollections(buildSchema([...collections, added]))
    expect(more).toEqual(expect.arrayContaining(['testimonials', 'testimonials_translations']))
    expect(more).not.toContain('quote_requests')
  })
})

describe('the purge flow', () => {
  const { flow, operations } = purgeFlow(schema)
  const byKey = new Map(operations.map((operation) => [operation.key, operation]))
  const operation = (key: string) => {
    const found = byKey.get(key)
    if (!found) throw new Error(`no operation ${key}`)
    return found
  }

  it('is a non-blocking event flow on create, update, delete and file uploads', () => {
    expect(flow).toMatchObject({
      name: 'Purge the site cache',
      status: 'active',
      trigger: 'event',
      options: {
        type: 'action',
        scope: ['items.create', 'items.update', 'items.delete', 'files.upload'],
        collections: purged,
      },
    })
  })

  it('starts by drawing the token’s id, then sends events with `keys` and with `key` apart', () => {
    expect(operations[0]).toMatchObject({ key: 'token_id', type: 'exec', resolve: 'has_keys' })
    expect(operation('has_keys')).toMatchObject({
      type: 'condition',
      options: { filter: { $trigger: { keys: { _nnull: true } } } },
      resolve: 'sign_keys',
      reject: 'sign_key',
    })
  })

  it('links every operation once, from the entry to the two requests', () => {
    const targets = operations.flatMap((item) => [item.resolve, item.reject]).filter(Boolean)
    expect(new Set(targets).size).toBe(targets.length)
    expect([...targets].sort()).toEqual([
      'has_keys',
      'purge_key',
      'purge_keys',
      'sign_key',
      'sign_keys',
    ])
    expect(new Set(operations.map((item) => item.key)).size).toBe(operations.length)
  })

  it.each([
    ['sign_keys', 'purge_keys', manyKeysInfo],
    ['sign_key', 'purge_key', singleKeyInfo],
  ])('signs with PURGE_SECRET in %s and posts the token in %s', (signKey, purgeKey, info) => {
    expect(operation(signKey)).toMatchObject({
      type: 'json-web-token',
      resolve: purgeKey,
      options: {
        operation: 'sign',
        payload: info,
        secret: '{{$env.PURGE_SECRET}}',
        options: { expiresIn: 300, algorithm: 'HS256', jwtid: '{{token_id}}' },
      },
    })
    expect(operation(purgeKey)).toMatchObject({
      type: 'request',
      resolve: null,
      reject: null,
      options: {
        method: 'POST',
        url: '{{$env.SITE_PURGE_URL}}',
        headers: [
          { header: 'Authorization', value: `Bearer {{${signKey}}}` },
          { header: 'Content-Type', value: 'application/json' },
        ],
        body: info,
      },
    })
  })

  it.each([
    [
      'an update',
      { event: 'posts_translations.items.update', collection: 'posts_translations', keys: ['3'] },
      'sign_keys',
      ['3'],
    ],
    [
      'a batch delete',
      { event: 'posts.items.delete', collection: 'posts', keys: [4, 5] },
      'sign_keys',
      [4, 5],
    ],
    ['a create', { event: 'posts.items.create', collection: 'posts', key: 15 }, 'sign_key', [15]],
    [
      'a new language',
      { event: 'languages.items.create', collection: 'languages', key: 'it-IT' },
      'sign_key',
      ['it-IT'],
    ],
    [
      'an upload',
      {
        event: 'files.upload',
        collection: 'directus_files',
        key: '2f0c1c7e-9f55-4c55-8d63-27c6f3f1e1c5',
      },
      'sign_key',
      ['2f0c1c7e-9f55-4c55-8d63-27c6f3f1e1c5'],
    ],
  ])(
    'renders %s with Directus’ templating into JSON with an array of keys',
    (_, trigger, branch, keys) => {
      const rendered = run({ ...trigger, payload: { title: 'A "quoted" title' } })
      const info = { event: trigger.event, collection: trigger.collection, keys }
      expect(rendered.branch).toBe(branch)
      expect(rendered.sign).toEqual({
        operation: 'sign',
        payload: info,
        secret: 's3cret',
        options: { expiresIn: 300, algorithm: 'HS256', jwtid: 'the-token-id' },
      })
      expect(rendered.request).toEqual({
        method: 'POST',
        url: 'http://site/api/cache/purge',
        headers: [
          { header: 'Authorization', value: 'Bearer the.jwt.token' },
          { header: 'Content-Type', value: 'application/json' },
        ],
        body: info,
      })
    },
  )
})

describe('the id of a purge token', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
  const { operations } = purgeFlow(schema)
  const code = String(operations[0]?.options.code)

  it('is a random UUID of each run, drawn in Directus’ own Run Script isolate', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => runExec(code, {})))
    for (const id of ids) expect(id).toMatch(uuid)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('is the jti of the token Directus signs, a different one for each of two runs', async () => {
    const payloads = []
    for (const run of [1, 2]) {
      const data = {
        $trigger: { event: 'posts.items.update', collection: 'posts', keys: [run] },
        $env: { PURGE_SECRET: 's3cret' },
        token_id: await runExec(code, {}),
      }
      const sign = operations.find((item) => item.key === 'sign_keys')
      const token = await jwtOperation.handler(applyOptionsData(sign?.options ?? {}, data))
      const [, body] = String(token).split('.')
      payloads.push(JSON.parse(Buffer.from(body ?? '', 'base64url').toString()))
    }
    for (const payload of payloads) {
      expect(payload.jti).toMatch(uuid)
      expect(payload.exp - payload.iat).toBe(300)
    }
    expect(payloads[0].jti).not.toBe(payloads[1].jti)
  })
})
