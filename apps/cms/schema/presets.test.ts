import { describe, expect, it } from 'vitest'
import { memoryApi } from './memory-api.ts'
import { buildSchema } from './build.ts'
import { applyListLayouts, pagesLayout } from './presets.ts'

const fieldsOf = (collection: string) =>
  buildSchema()
    .collections.find((item) => item.collection === collection)
    ?.fields.map((field) => field.field) ?? []

describe('the Pages list for everyone', () => {
  it('shows the title, the path, the status, the languages present and the last save', () => {
    const { fields, sort } = pagesLayout.layout_query.tabular
    expect(fields).toEqual([
      'translations',
      'translations.slug',
      'status',
      'translations.languages_code',
      'date_updated',
    ])
    for (const field of fields) {
      const [first, second] = field.split('.')
      expect(fieldsOf('pages')).toContain(first)
      if (second) expect(fieldsOf('pages_translations')).toContain(second)
    }
    expect(fieldsOf('pages')).toContain(sort[0])
    expect(Object.keys(pagesLayout.layout_options.tabular.widths)).toEqual(fields)
  })

  it('shows the title through the display that picks one language', () => {
    const translations = buildSchema()
      .collections.find((item) => item.collection === 'pages')
      ?.fields.find((field) => field.field === 'translations')
    expect(translations?.meta).toMatchObject({
      display: 'translations',
      display_options: { template: '{{title}}', userLanguage: true },
    })
  })
})

/** Directus' presets in memory, as far as applyListLayouts asks. */
function presets(stored: Array<{ collection: string; bookmark: string | null }>) {
  const created: unknown[] = []
  const api = memoryApi('applyListLayouts', {
    // the filter asks for presets without a bookmark: the store answers as Directus would
    get: <T>() => Promise.resolve(stored.filter((preset) => preset.bookmark === null) as T),
    post: <T>(_path: string, body: unknown) => {
      created.push(...(body as unknown[]))
      return Promise.resolve(undefined as T)
    },
  })
  return { api, created }
}

describe('applyListLayouts', () => {
  it('gives Pages its layout for everyone when it has none, a bookmark being no layout', async () => {
    const { api, created } = presets([{ collection: 'pages', bookmark: 'Drafts' }])
    expect(await applyListLayouts(api)).toEqual(['pages'])
    expect(created).toEqual([{ ...pagesLayout, user: null, role: null, bookmark: null }])
  })

  it('keeps a layout an admin saved for everyone', async () => {
    const { api, created } = presets([{ collection: 'pages', bookmark: null }])
    expect(await applyListLayouts(api)).toEqual([])
    expect(created).toEqual([])
  })
})
