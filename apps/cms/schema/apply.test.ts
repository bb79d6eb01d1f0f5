import { describe, expect, it } from 'vitest'
import type { Api } from './api.ts'
import { applySchema } from './apply.ts'
import { buildSchema } from './build.ts'
import { languages } from './collections.ts'
import { previousCollections } from './upgrades.ts'

/**
 * A Directus that holds what the previous version of this setup created (before galleries had
 * captions) and records what `applySchema` writes.
 */
function existingDirectus() {
  const previous = buildSchema(previousCollections, undefined, { allLanguages: true })
  const writes: Array<{ method: 'POST' | 'PATCH'; path: string; body: unknown }> = []
  const answers: Record<string, unknown> = {
    '/collections': previous.collections.map(({ collection, meta }) => ({ collection, meta })),
    '/fields': previous.collections.flatMap(({ collection, fields }) =>
      fields.map(({ field, meta }) => ({ collection, field, meta })),
    ),
    '/relations': previous.relations,
    '/items/languages': languages,
  }
  const refuse = () => Promise.reject(new Error('not used by applySchema'))
  const api: Api = {
    url: 'http://directus.test',
    request: refuse,
    delete: refuse,
    status: refuse,
    upload: refuse,
    get: <T>(path: string) => Promise.resolve(answers[path] as T),
    post: <T>(path: string, body: unknown) => {
      writes.push({ method: 'POST', path, body })
      return Promise.resolve(undefined as T)
    },
    patch: <T>(path: string, body: unknown) => {
      writes.push({ method: 'PATCH', path, body })
      return Promise.resolve(undefined as T)
    },
  }
  return { api, writes }
}

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
    ).toEqual(['block_image_collection_images_translations', 'projects_gallery_translations'])
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
        .filter((relation) => relation !== 'block_hero.video')
        .sort(),
    ).toEqual([
      'block_image_collection_images_translations.block_image_collection_images_id',
      'block_image_collection_images_translations.languages_code',
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
    const patched = writes
      .filter((write) => write.method === 'PATCH')
      .map((write) => write.path)
      .filter((path) => /image_collection|projects/.test(path))
    expect(patched).toEqual(
      expect.arrayContaining([
        '/collections/block_image_collection',
        '/fields/block_image_collection/images',
        '/fields/projects/gallery',
      ]),
    )
  })
})
