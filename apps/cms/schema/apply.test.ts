import { describe, expect, it } from 'vitest'
import type { Api } from './api.ts'
import { applySchema } from './apply.ts'
import { buildSchema } from './build.ts'

const configuratorFields = [
  'min_length',
  'max_length',
  'min_width',
  'max_width',
  'available_stairs',
]

/**
 * A Directus that already has the whole schema but the configurator's fields of `pools`: a
 * database set up before they existed. Only what the setup sends is recorded.
 */
function existingDatabase() {
  const schema = buildSchema()
  const sent: { method: string; path: string; body: unknown }[] = []
  const collections = schema.collections.map(({ collection, meta }) => ({ collection, meta }))
  const fields = schema.collections.flatMap(({ collection, fields }) =>
    fields
      .filter((field) => collection !== 'pools' || !configuratorFields.includes(field.field))
      .map(({ field, meta }) => ({ collection, field, meta })),
  )
  const relations = schema.relations.map(({ collection, field, meta }) => ({
    collection,
    field,
    meta,
  }))
  const answers: Record<string, unknown> = {
    '/collections': collections,
    '/fields': fields,
    '/relations': relations,
    '/items/languages': [
      { code: 'nl-BE' },
      { code: 'en-US' },
      { code: 'fr-FR' },
      { code: 'de-DE' },
      { code: 'es-ES' },
    ],
  }
  const record = async (method: string, path: string, body?: unknown) => {
    sent.push({ method, path, body })
    return undefined as never
  }
  const api = {
    url: 'http://cms.test',
    get: async (path: string) => answers[path] as never,
    post: (path: string, body: unknown) => record('POST', path, body),
    patch: (path: string, body: unknown) => record('PATCH', path, body),
    request: (method: string, path: string, body?: unknown) => record(method, path, body),
    delete: (path: string) => record('DELETE', path),
    status: async () => 200,
    upload: async () => undefined as never,
  } satisfies Api
  return { api, sent }
}

describe('applySchema on an existing database', () => {
  it('adds the configurator’s fields to pools, and nothing else', async () => {
    const { api, sent } = existingDatabase()
    await applySchema(api)
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(
      configuratorFields.map(() => 'POST /fields/pools'),
    )
    expect(sent.map(({ body }) => (body as { field: string }).field)).toEqual(configuratorFields)
    const stairs = sent.at(-1)?.body
    expect(stairs).toMatchObject({
      type: 'json',
      meta: { special: ['cast-json'], interface: 'select-multiple-checkbox' },
    })
  })
})
