/**
 * What editors see of missing translations, on a real Directus that serve.ts boots from the
 * seed: the Translations dashboard's panels, queried as the Data Studio queries them (over
 * GraphQL, every panel of the dashboard in one request) and over REST, for pages and pictures;
 * the lists everyone starts from, every column of each read as the list reads it; and the
 * project owner the setup records, so that no admin meets Directus' licence banner.
 */
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Api } from '../schema/api.ts'
import { createApi } from '../schema/api.ts'
import { applyProjectOwner } from '../schema/project-owner.ts'
import {
  applyListLayouts,
  earlierLayouts,
  listLayouts,
  pagesLayout,
} from '../schema/list-layouts.ts'
import { languageVariable, translationsDashboard } from '../schema/translation-gaps.ts'
import { readEnvFile } from './env-file.ts'
import type { TestCms } from './test-cms.ts'
import { startTestCms } from './test-cms.ts'

type Json = Record<string, unknown>

interface Panel {
  name: string
  type: string
  options: Json
}

let cms: TestCms
let admin: Api
/** an administrator's access token, for the GraphQL requests the Data Studio makes */
let token: string
let panels: Panel[]

const owner = 'owner@lamella.example.com'

beforeAll(async () => {
  cms = await startTestCms('translations-test', { CMS_PROJECT_OWNER: owner })
  admin = cms.admin
  const secrets = readEnvFile(join(cms.dataDir, 'secrets.env'))
  ;({ access_token: token } = await createApi(cms.url).post<{ access_token: string }>(
    '/auth/login',
    { email: secrets.ADMIN_EMAIL, password: secrets.ADMIN_PASSWORD },
  ))
  const [dashboard] = await admin.get<Array<{ id: string }>>('/dashboards', {
    filter: { name: { _eq: 'Vertalingen' } },
    fields: 'id',
  })
  panels = await admin.get<Panel[]>('/panels', {
    filter: { dashboard: { _eq: dashboard?.id } },
    fields: 'name,type,options',
    limit: -1,
  })
}, 240_000)

afterAll(async () => {
  await cms?.stop()
}, 30_000)

/** A panel's options with a language chosen, as Insights fills in `{{language}}`. */
function chosen(panel: Panel, language: string): Json {
  return JSON.parse(
    JSON.stringify(panel.options).replaceAll(`{{${languageVariable}}}`, language),
  ) as Json
}

/** The count and the list of a kind of content, by the noun of their titles. */
function tileOf(noun: string): [Panel, Panel] {
  const count = panels.find((item) => item.type === 'metric' && item.name === noun)
  const list = panels.find((item) => item.type === 'list' && item.name.startsWith(`${noun}:`))
  if (!count || !list) throw new Error(`the dashboard has no count and list of ${noun}`)
  return [count, list]
}

/** A filter or an argument as a GraphQL literal. */
const literal = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(literal).join(', ')}]`
    : value && typeof value === 'object'
      ? `{ ${Object.entries(value)
          .map(([key, item]) => `${key}: ${literal(item)}`)
          .join(', ')} }`
      : JSON.stringify(value)

/** The fields a display template reads, as a GraphQL selection (`a.b` is `a { b }`). */
function selection(template: string): string {
  const tree: Json = { id: {} }
  for (const [, path] of template.matchAll(/{{\s*([\w.]+)\s*}}/g)) {
    let node = tree
    for (const part of path!.split('.')) node = (node[part] ??= {}) as Json
  }
  const render = (node: Json): string =>
    Object.entries(node)
      .map(([key, child]) =>
        Object.keys(child as Json).length ? `${key} { ${render(child as Json)} }` : key,
      )
      .join(' ')
  return render(tree)
}

/** What the Data Studio asks of GraphQL for a list or a metric panel. */
function studioQuery(panel: Panel, language: string): string {
  const options = chosen(panel, language) as Json & { collection: string; filter: Json }
  const filter = literal(options.filter)
  return panel.type === 'metric'
    ? `${options.collection}_aggregated(limit: 1, filter: ${filter}) { countDistinct { id } }`
    : `${options.collection}(limit: -1, sort: "-id", filter: ${filter}) { ${selection(String(options.displayTemplate))} }`
}

async function graphql(query: string) {
  const response = await fetch(`${cms.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  })
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] }
  return { status: response.status, ...body }
}

/**
 * The ids a list panel shows and the count its metric shows for a language, asked as the Data
 * Studio asks (GraphQL) and checked against the same filter over REST.
 */
async function missing(noun: string, language: string) {
  const [count, list] = tileOf(noun)
  const answer = await graphql(
    `query { list: ${studioQuery(list, language)} count: ${studioQuery(count, language)} }`,
  )
  expect(answer.errors).toBeUndefined()
  const ids = (answer.data?.list as Array<{ id: string }>).map((item) => Number(item.id))
  const [counted] = answer.data?.count as Array<{ countDistinct: { id: number } }>
  expect(Number(counted?.countDistinct.id)).toBe(ids.length)
  const options = chosen(list, language) as { collection: string; filter: Json }
  const rest = await admin.get<Array<{ id: number }>>(`/items/${options.collection}`, {
    filter: options.filter,
    fields: 'id',
    limit: -1,
  })
  expect(rest.map((item) => item.id).sort()).toEqual([...ids].sort())
  return ids
}

const page = (translations: Json[], status = 'draft') =>
  admin.post<{ id: number }>('/items/pages', { status, translations })

const text = (languages_code: string, title: string) => ({
  languages_code,
  slug: `gap-${title.toLowerCase().replaceAll(' ', '-')}`,
  title,
})

describe('the Translations dashboard', () => {
  it('is named in the office language, with the panels of the definition', () => {
    const expected = translationsDashboard('nl').panels
    expect(panels.map(({ name, type }) => ({ name, type }))).toEqual(
      expect.arrayContaining(expected.map(({ name, type }) => ({ name, type }))),
    )
    expect(panels).toHaveLength(expected.length)
  })

  it('answers the Data Studio’s one query for all its panels, in every language', async () => {
    for (const language of ['nl-BE', 'de-DE']) {
      const queried = panels.filter((panel) => panel.type !== 'variable')
      const answer = await graphql(
        `query { ${queried.map((panel, index) => `query_${index}: ${studioQuery(panel, language)}`).join(' ')} }`,
      )
      expect(answer.errors).toBeUndefined()
      expect(answer.status).toBe(200)
      expect(Object.keys(answer.data ?? {})).toHaveLength(queried.length)
    }
  })

  it('lists a page without German until it has its German text, and counts it', async () => {
    const { id } = await page([text('nl-BE', 'Zonder Duits'), text('en-US', 'Without German')])
    expect(await missing('Pagina’s', 'de-DE')).toContain(id)
    expect(await missing('Pagina’s', 'en-US')).not.toContain(id)

    const { date_updated: before } = await admin.get<{ date_updated: string }>(
      `/items/pages/${id}`,
      { fields: 'date_updated' },
    )
    await admin.patch(`/items/pages/${id}`, {
      translations: { create: [text('de-DE', 'Ohne Lücke')], update: [], delete: [] },
    })
    expect(await missing('Pagina’s', 'de-DE')).not.toContain(id)
    // a translation saved through its page is a save of the page
    const { date_updated: after } = await admin.get<{ date_updated: string }>(
      `/items/pages/${id}`,
      { fields: 'date_updated' },
    )
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before))
  })

  it('counts a German text with an empty title as missing, and no other language’s', async () => {
    const { id } = await page([text('nl-BE', 'Lege titel'), text('de-DE', 'Leerer Titel')])
    const [german] = await admin.get<Array<{ id: number }>>('/items/pages_translations', {
      filter: { pages_id: { _eq: id }, languages_code: { _eq: 'de-DE' } },
      fields: 'id',
    })
    await admin.patch(`/items/pages_translations/${german?.id}`, { title: '' })
    expect(await missing('Pagina’s', 'de-DE')).toContain(id)

    // complete in German, empty in Spanish: the Spanish row does not make German missing
    const { id: spanishGap } = await page([
      text('de-DE', 'Vollständig'),
      { languages_code: 'es-ES', slug: 'vacio', title: '' },
    ])
    expect(await missing('Pagina’s', 'de-DE')).not.toContain(spanishGap)
    expect(await missing('Pagina’s', 'es-ES')).toContain(spanishGap)
  })

  it('leaves archived pages out', async () => {
    const { id } = await page([text('nl-BE', 'Gearchiveerd')], 'archived')
    expect(await missing('Pagina’s', 'de-DE')).not.toContain(id)
  })

  it('lists a project picture whose caption another language has and German lacks', async () => {
    const [picture] = await admin.get<Array<{ id: number; translations: Json[] }>>(
      '/items/projects_gallery',
      { fields: 'id,translations.id,translations.languages_code', sort: 'id', limit: 1 },
    )
    const german = picture?.translations.find((row) => row.languages_code === 'de-DE')
    const noun = 'Fotobijschriften realisaties'
    expect(await missing(noun, 'de-DE')).not.toContain(picture?.id)
    await admin.patch(`/items/projects_gallery_translations/${german?.id}`, { caption: null })
    expect(await missing(noun, 'de-DE')).toContain(picture?.id)
    // a picture nobody captioned is a choice, not a missing translation
    await admin.patch('/items/projects_gallery_translations', {
      keys: picture?.translations.map((row) => row.id),
      data: { caption: null },
    })
    expect(await missing(noun, 'de-DE')).not.toContain(picture?.id)
  })
})

describe('the lists of the Content module', () => {
  it('start everyone with the layouts of list-layouts.ts', async () => {
    const stored = await admin.get<Array<Json & { collection: string }>>('/presets', {
      filter: {
        _and: [{ user: { _null: true } }, { role: { _null: true } }, { bookmark: { _null: true } }],
      },
      fields: 'collection,layout,layout_query,layout_options',
      limit: -1,
    })
    expect(stored).toHaveLength(listLayouts.length)
    for (const { collection, layout, layout_query, layout_options } of listLayouts)
      expect(stored.find((preset) => preset.collection === collection)).toEqual({
        collection,
        layout,
        layout_query,
        layout_options,
      })
  })

  it('read a value in every column, in the layout’s order', async () => {
    // what the seed has none of: a request with its dealer and history, a paused dealer, a
    // redirect that led someone on, a dealer's figures as the lead routing writes them, and an
    // entry of a main menu group that leads to a page
    const [dealer] = await admin.get<Array<{ id: number }>>('/items/dealers', {
      fields: 'id',
      limit: 1,
    })
    await admin.patch(`/items/dealers/${dealer?.id}`, { paused_until: '2030-08-01' })
    const request = await admin.post<{ id: number }>('/items/quote_requests', {
      kind: 'appointment',
      locale: 'nl',
      name: 'Lijst Test',
      email: 'lijst@example.test',
      postal_code: '9000',
      municipality: 'Gent',
      country: 'BE',
      consent: true,
    })
    await admin.patch(`/items/quote_requests/${request.id}`, {
      dealer: dealer?.id,
      status: 'accepted',
    })
    await admin.post('/items/redirects', {
      source: '/fr/volets-solaires',
      target: '/fr/couvertures',
      hits: 3,
      last_hit: new Date().toISOString(),
    })
    await admin.post('/items/dealer_scores', {
      dealer: dealer?.id,
      updated_at: new Date().toISOString(),
      offered: 4,
      accepted: 3,
      acceptance_rate: 75,
      median_hours_to_accept: 2.5,
      past_promise: 0,
      rerouted_away: 1,
    })
    const [entry] = await admin.get<Array<{ id: number }>>('/items/main_nav_group_items', {
      fields: 'id',
      limit: 1,
    })
    const [target] = await admin.get<Array<{ id: number }>>('/items/pages', {
      fields: 'id',
      limit: 1,
    })
    await admin.patch(`/items/main_nav_group_items/${entry?.id}`, { page: target?.id, url: null })

    const empty: string[] = []
    for (const { collection, layout_query } of listLayouts) {
      const { fields, sort } = layout_query.tabular
      // a relation's column reads the related rows, as its display does
      const asked = fields.map((field) => (field.includes('.') ? field : `${field},${field}.*`))
      const items = await admin.get<Json[]>(`/items/${collection}`, {
        fields: asked.join(','),
        sort: sort.join(','),
        limit: -1,
      })
      for (const field of fields)
        if (!items.some((item) => shows(item, field))) empty.push(`${collection}.${field}`)
    }
    expect(empty).toEqual([])
  })

  it('bring the Pages layout an earlier setup wrote up to date, and only that', async () => {
    const [pages] = await admin.get<Array<{ id: number }>>('/presets', {
      filter: {
        _and: [
          { collection: { _eq: 'pages' } },
          { user: { _null: true } },
          { bookmark: { _null: true } },
        ],
      },
      fields: 'id',
    })
    const [earlier] = earlierLayouts
    await admin.patch(`/presets/${pages?.id}`, {
      layout_query: earlier?.layout_query,
      layout_options: earlier?.layout_options,
    })
    expect(await applyListLayouts(admin)).toEqual(['pages'])
    expect(await admin.get(`/presets/${pages?.id}`, { fields: 'layout_options' })).toEqual({
      layout_options: pagesLayout.layout_options,
    })
    // a width someone changed for everyone is theirs
    const widths = { ...pagesLayout.layout_options.tabular.widths, translations: 480 }
    await admin.patch(`/presets/${pages?.id}`, { layout_options: { tabular: { widths } } })
    expect(await applyListLayouts(admin)).toEqual([])
  })
})

/** Whether an item has something to show at a path: a path through a list reads every row. */
function shows(value: unknown, path: string): boolean {
  if (Array.isArray(value)) return value.some((row) => shows(row, path))
  if (path === '') return value !== null && value !== undefined && value !== ''
  if (typeof value !== 'object' || value === null) return false
  const [head = '', ...rest] = path.split('.')
  return shows((value as Json)[head], rest.join('.'))
}

describe('the project owner', () => {
  it('is recorded from CMS_PROJECT_OWNER, which is what the licence banner waits for', async () => {
    const settings = await admin.get<Json>('/settings', {
      fields: 'project_owner,project_usage,org_name,product_updates',
    })
    expect(settings).toEqual({
      project_owner: owner,
      project_usage: null,
      org_name: null,
      product_updates: false,
    })
    // a second setup leaves it as it is
    expect(await applyProjectOwner(admin, { email: owner, given: true })).toBe(false)
  })
})
