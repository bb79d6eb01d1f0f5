import { describe, expect, it } from 'vitest'
import type { Api } from './api.ts'
import { memoryApi } from './memory-api.ts'
import { applySchema } from './apply.ts'
import { buildSchema } from './build.ts'
import { languages } from './collections.ts'
import { captionFallbackCollections, previousCollections } from './upgrades.ts'

/**
 * A Directus that holds what an earlier version of this setup created (by default the oldest,
 * before galleries had captions) and records what `applySchema` writes.
 */
function existingDirectus(
  previous = buildSchema(previousCollections, undefined, { allLanguages: true, englishOnly: true }),
  { usersHaveDealers = false } = {},
) {
  const writes: Array<{ method: 'POST' | 'PATCH'; path: string; body: unknown }> = []
  const answers: Record<string, unknown> = {
    '/collections': previous.collections.map(({ collection, meta }) => ({ collection, meta })),
    '/fields': [
      ...previous.collections,
      ...(usersHaveDealers ? previous.systemFields : []),
    ].flatMap(({ collection, fields }) =>
      fields.map(({ field, meta }) => ({ collection, field, meta })),
    ),
    // the oldest version added no fields to Directus' own collections, nor relations from them
    '/relations': previous.relations.filter(
      (relation) =>
        usersHaveDealers ||
        previous.collections.some((item) => item.collection === relation.collection),
    ),
    '/items/languages': languages,
  }
  const api = memoryApi('applySchema', {
    get: <T>(path: string) => Promise.resolve(answers[path] as T),
    post: <T>(path: string, body: unknown) => {
      writes.push({ method: 'POST', path, body })
      return Promise.resolve(undefined as T)
    },
    patch: <T>(path: string, body: unknown) => {
      writes.push({ method: 'PATCH', path, body })
      return Promise.resolve(undefined as T)
    },
  })
  return { api, writes }
}

/**
 * What `applySchema` changed, a path per setting: a collection's, or a field's (the fields of a
 * collection go in one request).
 */
const patchedPaths = (writes: Array<{ method: string; path: string; body: unknown }>) =>
  writes
    .filter((write) => write.method === 'PATCH' && !write.path.startsWith('/relations/'))
    .flatMap((write) =>
      Array.isArray(write.body)
        ? write.body.map((item: { field: string }) => `${write.path}/${item.field}`)
        : [write.path],
    )

/** The collections `applySchema` created, as the built schema describes them. */
const schemaOf = (writes: Array<{ path: string; body: unknown }>) =>
  buildSchema().collections.filter((collection) =>
    writes.some((write) => write.path === '/collections' && write.body === collection),
  )

describe('applySchema on a database from before gallery captions', () => {
  it('creates the captions of both galleries, their fields on the junctions and their relations', async () => {
    const { api, writes } = existingDirectus()
    await applySchema(api)
    const posts = writes.filter((write) => write.method === 'POST')
    const created = (path: string) =>
      posts
        .filter((write) => write.path === path)
        .map((write) => write.body as { collection: string; field?: string })
    expect(
      created('/collections')
        .map((body) => body.collection)
        .sort(),
    ).toEqual([
      'block_image_collection_images_translations',
      'lead_events',
      'projects_gallery_translations',
    ])
    // the previous version also lacked the hero's variant and video: those are created too
    expect(
      posts
        .filter((write) => write.path.startsWith('/fields/'))
        .map((write) => [write.path, (write.body as { field: string }).field]),
    ).toEqual(
      expect.arrayContaining([
        ['/fields/block_image_collection_images', 'translations'],
        ['/fields/projects_gallery', 'translations'],
      ]),
    )
    expect(
      created('/relations')
        .map((body) => `${body.collection}.${body.field}`)
        // the hero's video and the users' dealer came later than captions: created too
        .filter((relation) => !['block_hero.video', 'directus_users.dealer'].includes(relation))
        .sort(),
    ).toEqual([
      'block_image_collection_images_translations.block_image_collection_images_id',
      'block_image_collection_images_translations.languages_code',
      // the history of the dealers' workspace is newer still
      'lead_events.lead',
      'lead_events.user',
      'projects_gallery_translations.languages_code',
      'projects_gallery_translations.projects_gallery_id',
    ])
    for (const collection of schemaOf(writes)) {
      expect(collection.fields.map((field) => field.field)).toContain('caption')
    }
  })

  it('updates the editors’ notes of the galleries that still read as before', async () => {
    const { api, writes } = existingDirectus()
    await applySchema(api)
    const patched = patchedPaths(writes).filter((path) => /image_collection|projects/.test(path))
    expect(patched).toEqual(
      expect.arrayContaining([
        '/collections/block_image_collection',
        '/fields/block_image_collection/images',
        '/fields/projects/gallery',
      ]),
    )
  })
})

describe('applySchema on a database from before a block’s items went with it', () => {
  it('re-creates the foreign keys of slides, entries, quotes and figures with ON DELETE CASCADE', async () => {
    const { api, writes } = existingDirectus()
    await applySchema(api)
    const patched = writes.filter(
      (write) => write.method === 'PATCH' && write.path.startsWith('/relations/'),
    )
    expect(patched.map((write) => [write.path, write.body])).toEqual(
      expect.arrayContaining(
        [
          ['block_vertical_slider_slides', 'block_vertical_slider'],
          ['block_pool_navigation_entries', 'block_pool_navigation'],
          ['block_quote_carousel_quotes', 'block_quote_carousel'],
          ['block_project_stats_figures', 'block_project_stats'],
        ].map(([collection, related]) => [
          `/relations/${collection}/block`,
          {
            collection,
            field: 'block',
            related_collection: related,
            schema: { on_delete: 'CASCADE' },
            meta: { one_deselect_action: 'delete' },
          },
        ]),
      ),
    )
    expect(patched).toHaveLength(4)
  })
})

describe('applySchema on a database from before alternative texts', () => {
  // that version already gave users a dealer
  const directus = () =>
    existingDirectus(buildSchema(captionFallbackCollections, undefined, { englishOnly: true }), {
      usersHaveDealers: true,
    })
  // what changed besides the Data Studio's language, which an English build leaves out
  const inEnglish = buildSchema(undefined, undefined, { englishOnly: true })

  it('creates the slides’ alternative text in their translations, and no other field', async () => {
    const { api, writes } = directus()
    // what it answers tells the setup to fill the demo's texts (seed/picture-texts.ts)
    // the dealers' workspace's fields of the requests are new too
    const workspace = ['accepted_at', 'appointment_at', 'decline_reason', 'history']
    expect(await applySchema(api, inEnglish)).toEqual([
      ...workspace.map((field) => `quote_requests.${field}`),
      'block_vertical_slider_slides_translations.image_alt',
    ])
    const posts = writes.filter(
      (write) =>
        write.method === 'POST' &&
        !write.path.startsWith('/fields/quote_requests') &&
        !['/collections', '/relations'].includes(write.path),
    )
    expect(
      posts.map((write) => [write.path, (write.body as { field?: string }).field ?? null]),
    ).toEqual([['/fields/block_vertical_slider_slides_translations', 'image_alt']])
    expect(posts[0]?.body).toMatchObject({
      type: 'string',
      meta: { note: expect.stringContaining('decorative') },
    })
  })

  it('updates the notes that still said the file’s title is shown, a collection’s fields at once', async () => {
    const { api, writes } = directus()
    await applySchema(api, inEnglish)
    expect(patchedPaths(writes).sort()).toEqual([
      '/collections/block_image_collection',
      // and keeps no more revisions of quote requests
      '/collections/quote_requests',
      '/fields/block_hero/image',
      '/fields/block_image_collection/images',
      '/fields/block_image_collection_images_translations/caption',
      '/fields/block_vertical_slider_slides/image',
      '/fields/projects/gallery',
      '/fields/projects_gallery_translations/caption',
      // the workflow's statuses of the dealers' workspace
      '/fields/quote_requests/status',
    ])
    const images = writes.filter((write) => write.path === '/fields/block_image_collection')
    expect(images.map((write) => write.body)).toEqual([
      [{ field: 'images', meta: { note: expect.stringContaining('never shown') } }],
    ])
  })
})

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
  const fields = [...schema.collections, ...schema.systemFields].flatMap(({ collection, fields }) =>
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
  it('adds the dealer of a user as a field of directus_users, and its relation', async () => {
    const { api, writes } = existingDirectus()
    await applySchema(api)
    expect(writes).toContainEqual({
      method: 'POST',
      path: '/fields/directus_users',
      body: expect.objectContaining({ field: 'dealer', type: 'integer' }),
    })
    const fieldAt = writes.findIndex((write) => write.path === '/fields/directus_users')
    const relationAt = writes.findIndex(
      (write) =>
        write.path === '/relations' &&
        (write.body as { collection: string }).collection === 'directus_users',
    )
    expect(relationAt).toBeGreaterThan(fieldAt)
  })

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
