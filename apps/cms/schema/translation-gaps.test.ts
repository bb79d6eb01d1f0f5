import { describe, expect, it } from 'vitest'
import { memoryApi } from './memory-api.ts'
import { buildSchema } from './build.ts'
import { collections, languages } from './collections.ts'
import type { PanelSpec } from './dashboard.ts'
import { applyDashboard } from './dashboard.ts'
import { staffLanguages } from './markets.ts'
import {
  gapFilter,
  gapSources,
  languageVariable,
  translationsDashboard,
} from './translation-gaps.ts'

type Json = Record<string, unknown>

const built = buildSchema()
const fieldsOf = (collection: string) =>
  built.collections.find((item) => item.collection === collection)?.fields.map((f) => f.field)

/** Every value of a filter with its key, depth first. */
function* entries(value: unknown): Generator<[string, unknown]> {
  if (Array.isArray(value)) for (const item of value) yield* entries(item)
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      yield [key, child]
      yield* entries(child)
    }
}

describe('what the Translations dashboard covers', () => {
  it('every page, post, project, cover, pool, FAQ entry, menu entry and picture text', () => {
    expect(gapSources.map((source) => source.collection)).toEqual([
      'pages',
      'posts',
      'projects',
      'covers',
      'pools',
      'faq_items',
      'faq_categories',
      'nav_links',
      'main_nav_groups',
      'main_nav_group_items',
      'mobile_nav_groups',
      'footer_link_groups',
      'footer_links',
      'projects_gallery',
      'block_image_collection_images',
      'block_vertical_slider_slides',
    ])
  })

  it('misses no collection with a required translated text but the blocks, which belong to pages', () => {
    const covered = new Set(gapSources.map((source) => source.collection))
    const required = collections.filter(
      (spec) =>
        spec.group !== 'blocks' &&
        !spec.name.startsWith('block_') &&
        spec.translations?.some((field) => field.required),
    )
    expect(required.filter((spec) => !covered.has(spec.name)).map((spec) => spec.name)).toEqual([])
  })

  it('reads a picture text wherever the schema has one', () => {
    const pictureTexts = built.collections
      .filter((item) => item.collection.endsWith('_translations'))
      .flatMap((item) =>
        item.fields
          .filter((field) => ['caption', 'image_alt'].includes(field.field))
          .map((field) => `${item.collection.replace(/_translations$/, '')}.${field.field}`),
      )
    const pictures = gapSources
      .filter((source) => source.picture)
      .map((source) => `${source.collection}.${source.texts[0]}`)
    expect(pictures.sort()).toEqual(pictureTexts.sort())
  })

  it('checks texts each collection’s translations have, the required ones for content', () => {
    for (const source of gapSources) {
      expect(fieldsOf(`${source.collection}_translations`)).toEqual(
        expect.arrayContaining(source.texts),
      )
      if (source.picture) continue
      const spec = collections.find((item) => item.name === source.collection)
      expect(source.texts).toEqual(
        spec?.translations?.filter((field) => field.required).map((field) => field.name),
      )
    }
    expect(gapSources.find((source) => source.collection === 'pages')?.texts).toEqual([
      'slug',
      'title',
    ])
  })
})

describe('the filter of a missing language', () => {
  const pages = gapSources.find((source) => source.collection === 'pages')!
  const slides = gapSources.find((source) => source.collection === 'block_vertical_slider_slides')!
  const german = { languages_code: { code: { _eq: 'de-DE' } } }

  it('finds a page without German, or whose German has an empty slug or title, unless archived', () => {
    expect(gapFilter(pages, 'de-DE')).toEqual({
      _and: [
        {
          _or: [
            { translations: { _none: german } },
            {
              _and: [
                { translations: german },
                {
                  _or: [
                    { translations: { slug: { _empty: true } } },
                    { translations: { title: { _empty: true } } },
                  ],
                },
              ],
            },
          ],
        },
        { status: { _neq: 'archived' } },
      ],
    })
  })

  it('finds a picture only when another language has its text', () => {
    const filter = gapFilter(slides, 'de-DE') as { _and: Json[] }
    expect(filter._and[0]).toEqual({ translations: { _some: { image_alt: { _nempty: true } } } })
    // slides have no status
    expect(filter._and).toHaveLength(2)
  })

  it('gives `_none` and `_some` one field each, which is all Directus 11.17 applies', () => {
    for (const source of gapSources)
      for (const [key, value] of entries(gapFilter(source, 'de-DE')))
        if (key === '_none' || key === '_some') {
          expect(Object.keys(value as Json)).toHaveLength(1)
          expect(Object.keys(value as Json)[0]).not.toMatch(/^_/)
        }
  })

  it('compares a language through its relation, as GraphQL requires', () => {
    for (const source of gapSources)
      for (const [key, value] of entries(gapFilter(source, 'de-DE')))
        if (key === 'languages_code') expect(value).toEqual({ code: { _eq: 'de-DE' } })
  })
})

describe('the dashboard', () => {
  const dashboard = translationsDashboard('nl')
  const [variable, ...tiles] = dashboard.panels

  it('is named and titled in the office language, every title its own', () => {
    expect(staffLanguages.map((language) => translationsDashboard(language).name)).toEqual([
      'Vertalingen',
      'Traductions',
      'Übersetzungen',
      'Translations',
    ])
    expect(tiles.slice(0, 2).map((panel) => panel.name)).toEqual([
      'Pagina’s',
      'Pagina’s: te vertalen',
    ])
    for (const language of staffLanguages) {
      const names = translationsDashboard(language).panels.map((panel) => panel.name)
      expect(new Set(names).size).toBe(names.length)
    }
  })

  it('chooses one of the site’s languages, the first one translated into at first', () => {
    expect(variable).toMatchObject({
      type: 'variable',
      options: {
        field: languageVariable,
        inter: 'select-dropdown',
        defaultValue: 'en-US',
        options: { choices: languages.map(({ code, name }) => ({ text: name, value: code })) },
      },
    })
  })

  it('counts and lists each kind for the chosen language, linking to the item', () => {
    expect(tiles).toHaveLength(gapSources.length * 2)
    gapSources.forEach((source, index) => {
      const [count, list] = [tiles[index * 2]!, tiles[index * 2 + 1]!]
      const filter = gapFilter(source, '{{language}}')
      expect(count).toMatchObject({
        type: 'metric',
        options: { collection: source.collection, field: 'id', function: 'countDistinct', filter },
      })
      expect(list).toMatchObject({
        type: 'list',
        options: { collection: source.collection, filter, linkToItem: true, limit: -1 },
      })
      // the translations display makes the Data Studio ask GraphQL for `*`, which fails them all
      expect(list.options.displayTemplate).not.toMatch(/{{\s*[\w.]*translations\s*}}/)
    })
  })

  it('lays the panels out side by side without overlap, within 48 columns', () => {
    const cells = new Set<string>()
    const minimum: Record<PanelSpec['type'], [number, number]> = {
      variable: [12, 6],
      list: [12, 6],
      metric: [6, 2],
      'bar-chart': [12, 10],
      'pie-chart': [10, 10],
      'time-series': [12, 6],
    }
    for (const panel of dashboard.panels) {
      const [width, height] = minimum[panel.type]
      expect(panel.width).toBeGreaterThanOrEqual(width)
      expect(panel.height).toBeGreaterThanOrEqual(height)
      expect(panel.position_x + panel.width - 1).toBeLessThanOrEqual(48)
      for (let x = panel.position_x; x < panel.position_x + panel.width; x++)
        for (let y = panel.position_y; y < panel.position_y + panel.height; y++) {
          expect(cells.has(`${x},${y}`)).toBe(false)
          cells.add(`${x},${y}`)
        }
    }
  })
})

/** A Directus holding dashboards and panels in memory, as far as applyDashboard asks. */
function insights(office: { language: string }) {
  const dashboards: Array<{ id: string; name: string }> = []
  const panels: Array<{ id: string; dashboard: string; name: string; options: Json }> = []
  const api = memoryApi('applyDashboard', {
    get: <T>(path: string, query?: Record<string, unknown>) => {
      const filter = query?.filter as Json
      if (path === '/items/global_settings')
        return Promise.resolve({ office_language: office.language } as T)
      if (path === '/dashboards') {
        const names = (filter.name as { _in: string[] })._in
        return Promise.resolve(dashboards.filter((item) => names.includes(item.name)) as T)
      }
      const id = (filter.dashboard as { _eq: string })._eq
      return Promise.resolve(panels.filter((panel) => panel.dashboard === id) as T)
    },
    post: <T>(path: string, body: unknown) => {
      if (path === '/dashboards') {
        const created = { ...(body as { name: string }), id: `d${dashboards.length}` }
        dashboards.push(created)
        return Promise.resolve(created as T)
      }
      for (const panel of body as Array<(typeof panels)[number]>)
        panels.push({ ...panel, id: `p${panels.length}` })
      return Promise.resolve(undefined as T)
    },
  })
  return { api, dashboards, panels }
}

describe('applyDashboard with the Translations dashboard', () => {
  it('creates it in the office language, and knows it by its titles in any other', async () => {
    const office = { language: 'nl' }
    const { api, dashboards, panels } = insights(office)
    const created = await applyDashboard(api, translationsDashboard)
    expect(dashboards.map((item) => item.name)).toEqual(['Vertalingen'])
    expect(created).toHaveLength(translationsDashboard().panels.length)
    expect(panels[1]?.name).toBe('Pagina’s')

    office.language = 'fr'
    expect(await applyDashboard(api, translationsDashboard)).toEqual([])
    expect(dashboards).toHaveLength(1)
  })

  it('adds back a panel the office removed, in the office language', async () => {
    const { api, panels } = insights({ language: 'de' })
    await applyDashboard(api, translationsDashboard)
    panels.splice(1, 1)
    expect(await applyDashboard(api, translationsDashboard)).toEqual(['Seiten'])
  })
})
