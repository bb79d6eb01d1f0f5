import { describe, expect, it } from 'vitest'
import type { FieldPayload } from './build.ts'
import { buildSchema } from './build.ts'
import type { ListLayoutSpec } from './list-layouts.ts'
import {
  applyListLayouts,
  blockLayout,
  earlierLayouts,
  listLayouts,
  pagesLayout,
} from './list-layouts.ts'
import { memoryApi } from './memory-api.ts'
import { blockSpecs } from './collections.ts'

const schema = buildSchema()

const fieldsOf = (collection: string) =>
  schema.collections.find((item) => item.collection === collection)?.fields ?? []

/** The collection a relational field leads to: an m2o's one side, an o2m's many side. */
const relatedTo = (collection: string, field: string) =>
  schema.relations.find((item) => item.collection === collection && item.field === field)
    ?.related_collection ??
  schema.relations.find(
    (item) => item.related_collection === collection && item.meta.one_field === field,
  )?.collection

/** The field a column or a sort names, through relations (`dealer.name`, `translations.slug`). */
function resolve(collection: string, path: string): FieldPayload | undefined {
  const [head = '', ...rest] = path.replace(/^-/, '').split('.')
  const field = fieldsOf(collection).find((item) => item.field === head)
  if (!field || rest.length === 0) return field
  const related = relatedTo(collection, head)
  return related ? resolve(related, rest.join('.')) : undefined
}

const layoutOf = (collection: string) =>
  listLayouts.find((layout) => layout.collection === collection)

describe('the lists of the Content module', () => {
  it('have a layout each: every collection but folders, singletons and hidden ones', () => {
    const listed = schema.collections
      .filter((item) => item.schema !== null && !item.meta.hidden && !item.meta.singleton)
      .map((item) => item.collection)
    expect(listLayouts.map((layout) => layout.collection).sort()).toEqual(listed.sort())
  })

  it.each(listLayouts.map((layout) => [layout.collection, layout] as const))(
    '%s: columns and sort are fields of the built schema, none an id or a list of blocks',
    (collection, layout) => {
      const { fields, sort } = layout.layout_query.tabular
      for (const path of [...fields, ...sort])
        expect(resolve(collection, path), `${collection}: ${path}`).toBeDefined()
      for (const path of fields) {
        const [head = ''] = path.split('.')
        const own = resolve(collection, head)?.meta
        expect(own?.hidden, `${collection}: ${path} is hidden`).not.toBe(true)
        expect(own?.special ?? [], `${collection}: ${path}`).not.toContain('m2a')
        expect(path.split('.').at(-1), `${collection}: ${path}`).not.toBe('id')
      }
      expect(new Set(fields).size).toBe(fields.length)
      expect(Object.keys(layout.layout_options.tabular.widths)).toEqual(fields)
    },
  )

  it('lead translated items with their title in the editor’s language', () => {
    for (const layout of listLayouts) {
      const translations = resolve(layout.collection, 'translations')
      const { fields } = layout.layout_query.tabular
      if (!translations || fields[0] !== 'translations') continue
      expect(translations.meta, layout.collection).toMatchObject({
        display: 'translations',
        display_options: { template: expect.stringMatching(/^{{\w+}}$/), userLanguage: true },
      })
      expect(fields, layout.collection).toContain('translations.languages_code')
    }
  })

  it('show the Pages title, path, status, languages present and last save', () => {
    expect(pagesLayout.layout_query.tabular).toEqual({
      fields: [
        'translations',
        'translations.slug',
        'status',
        'translations.languages_code',
        'date_updated',
      ],
      sort: ['sort'],
      limit: 50,
    })
  })

  it('show the office its requests and dealers as it reads them', () => {
    expect(layoutOf('quote_requests')?.layout_query.tabular).toMatchObject({
      fields: [
        'name',
        'kind',
        'postal_code',
        'municipality',
        'locale',
        'dealer',
        'status',
        'accept_by',
        'date_created',
      ],
      sort: ['-date_created'],
    })
    expect(layoutOf('dealers')?.layout_query.tabular.fields).toEqual([
      'name',
      'postal_code',
      'municipality',
      'country',
      'language',
      'paused_until',
      'status',
    ])
  })

  it('take a block’s columns from its display template', () => {
    const quotes = blockSpecs.find((spec) => spec.name === 'block_quote_carousel_quotes')
    expect(quotes && blockLayout(quotes).layout_query.tabular).toMatchObject({
      fields: ['name', 'place', 'translations.languages_code'],
      sort: ['sort'],
    })
    const hero = blockSpecs.find((spec) => spec.name === 'block_hero')
    expect(hero && blockLayout(hero).layout_query.tabular.fields).toEqual([
      'translations',
      'translations.languages_code',
    ])
  })
})

interface Stored {
  id: number
  collection: string
  bookmark: string | null
  layout?: string | null
  layout_query?: unknown
  layout_options?: unknown
}

const stored = (id: number, spec: ListLayoutSpec): Stored => ({
  id,
  bookmark: null,
  collection: spec.collection,
  layout: spec.layout,
  layout_query: spec.layout_query,
  layout_options: spec.layout_options,
})

/** Directus' presets in memory, as far as applyListLayouts asks. */
function presets(rows: Stored[]) {
  const created: unknown[] = []
  const patched: Array<[string, unknown]> = []
  const api = memoryApi('applyListLayouts', {
    // the filter asks for presets without a bookmark: the store answers as Directus would
    get: <T>() => Promise.resolve(rows.filter((preset) => preset.bookmark === null) as T),
    post: <T>(_path: string, body: unknown) => {
      created.push(...(body as unknown[]))
      return Promise.resolve(undefined as T)
    },
    patch: <T>(path: string, body: unknown) => {
      patched.push([path, body])
      return Promise.resolve(undefined as T)
    },
  })
  return { api, created, patched }
}

describe('applyListLayouts', () => {
  it('gives every list its layout for everyone, a bookmark being no layout', async () => {
    const { api, created } = presets([{ id: 1, collection: 'pages', bookmark: 'Drafts' }])
    expect(await applyListLayouts(api)).toEqual(listLayouts.map((layout) => layout.collection))
    expect(created).toContainEqual({ ...pagesLayout, user: null, role: null, bookmark: null })
    expect(created).toHaveLength(listLayouts.length)
  })

  it('keeps a layout an admin saved for everyone', async () => {
    const own = { ...stored(7, pagesLayout), layout_query: { tabular: { fields: ['status'] } } }
    const { api, created, patched } = presets([own])
    expect(await applyListLayouts(api, [pagesLayout])).toEqual([])
    expect(created).toEqual([])
    expect(patched).toEqual([])
  })

  it('brings the Pages layout an earlier setup wrote up to date, while unchanged', async () => {
    const [earlier] = earlierLayouts.filter((layout) => layout.collection === 'pages')
    if (!earlier) throw new Error('no earlier Pages layout')
    const { api, created, patched } = presets([stored(7, earlier)])
    expect(await applyListLayouts(api, [pagesLayout])).toEqual(['pages'])
    expect(created).toEqual([])
    const { layout_query, layout_options } = pagesLayout
    expect(patched).toEqual([['/presets/7', { layout_query, layout_options }]])
  })

  it('leaves a current layout as it is', async () => {
    const { api, created, patched } = presets([stored(7, pagesLayout)])
    expect(await applyListLayouts(api, [pagesLayout])).toEqual([])
    expect([...created, ...patched]).toEqual([])
  })
})
