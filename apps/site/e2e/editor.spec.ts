import {
  removeDataDir,
  startCms,
  startSite,
  type CmsHandle,
  type SiteHandle,
} from '@lamella/tools/stack'
import { expect, test, type Browser, type FrameLocator } from '@playwright/test'
import { loginAdmin, type CmsAdmin } from './cms-admin'
import { content, page as seededPage, pagePath, itemPath, postsByDate } from './fixtures'
import { freePort, OWN_STACK } from './stack-env'

// What editors do in the Data Studio, on the real Directus: deleting a page, post or project,
// keeping a page out of search engines, and editing every template in the Visual Editor. These
// tests change and delete published content, so they run on a CMS and site of their own; serial,
// one Directus for all of them.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

let cms: CmsHandle
let site: SiteHandle
let admin: CmsAdmin

test.beforeAll(async () => {
  test.setTimeout(300_000)
  const sitePort = Number(process.env.E2E_EDITOR_SITE_PORT ?? (await freePort()))
  const cmsPort = Number(process.env.E2E_EDITOR_CMS_PORT ?? (await freePort()))
  cms = await startCms({
    port: cmsPort,
    siteUrl: `http://127.0.0.1:${sitePort}`,
    stdio: 'ignore',
    // The Studio, the framed preview (no cache) and the test share two cores with other work:
    // Directus' load shedding would answer some of the preview's reads 503 and fail the page's
    // refresh after a save. What an editor sees is the subject here, not Directus under load.
    env: { PRESSURE_LIMITER_ENABLED: 'false' },
  })
  // as the e2e stack: the preview reads drafts uncached, and on a busy machine a read may take
  // longer than production's 2 s (the framed page then answered 503 and never met the Studio)
  site = await startSite({ port: sitePort, cms, stdio: 'ignore', env: { CMS_TIMEOUT_MS: '10000' } })
  admin = await loginAdmin(cms)
})

test.afterAll(async () => {
  await site?.stop()
  await cms?.stop()
  if (cms) removeDataDir(cms.dataDir)
})

const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&')

/** The rows of a collection matching a filter, with the fields asked for. */
const rows = <T = { id: number | string }>(
  collection: string,
  filter: unknown,
  fields = 'id',
): Promise<T[]> =>
  admin.get<T[]>(
    `/items/${collection}?${query({ filter: JSON.stringify(filter), fields, limit: -1 })}`,
  )

interface Relation {
  collection: string
  field: string
  related_collection: string | null
  schema: { on_delete: string } | null
}

/**
 * Every row that belongs to one of `keys` of `collection` (its foreign key goes with it), and on
 * through the rows found (a block's slides, the slides' translations): what a delete must take
 * along. Answers `collection -> keys`.
 */
async function dependants(
  relations: Relation[],
  collection: string,
  keys: (number | string)[],
  found = new Map<string, (number | string)[]>(),
) {
  const owned = relations.filter(
    (item) => item.related_collection === collection && item.schema?.on_delete === 'CASCADE',
  )
  for (const relation of owned) {
    const hits = await rows(relation.collection, { [relation.field]: { _in: keys } })
    if (hits.length === 0) continue
    const ids = hits.map((row) => row.id)
    found.set(relation.collection, [...(found.get(relation.collection) ?? []), ...ids])
    await dependants(relations, relation.collection, ids, found)
  }
  return found
}

test.describe(`what a delete takes along ${OWN_STACK}`, () => {
  const en = (fields: Record<string, unknown>) => [{ languages_code: 'en-US', ...fields }]

  /** One of every block a page may hold, with the items of its own and their translations. */
  async function everyBlock() {
    const [file] = await admin.get<{ id: string }[]>('/files?limit=1&fields=id')
    const [category] = await rows<{ id: number }>('faq_categories', {})
    return {
      file: file!.id,
      category: category!.id,
      blocks: [
        ['block_hero', { translations: en({ headline: 'Deleted hero' }) }],
        ['block_rich_text', { translations: en({ title: 'Deleted text', body: '<p>x</p>' }) }],
        ['block_cta', { translations: en({ title: 'Deleted call' }) }],
        [
          'block_vertical_slider',
          {
            translations: en({ heading: 'Deleted slider' }),
            slides: [{ image: file!.id, translations: en({ title: 'Deleted slide' }) }],
          },
        ],
        [
          'block_image_collection',
          {
            translations: en({ heading: 'Deleted pictures' }),
            images: [{ directus_files_id: file!.id, translations: en({ caption: 'Deleted' }) }],
          },
        ],
        [
          'block_pool_navigation',
          {
            translations: en({ heading: 'Deleted navigation' }),
            entries: [{ icon: 'safety', translations: en({ title: 'Deleted entry' }) }],
          },
        ],
        [
          'block_faq',
          {
            translations: en({ heading: 'Deleted questions' }),
            categories: [{ faq_categories_id: category!.id }],
          },
        ],
        ['block_at_any_time', { translations: en({ statement: 'Deleted at any time' }) }],
        [
          'block_quote_carousel',
          {
            translations: en({ heading: 'Deleted quotes' }),
            quotes: [{ name: 'Deleted V.', translations: en({ quote: 'Deleted quote' }) }],
          },
        ],
        [
          'block_project_stats',
          {
            translations: en({ heading: 'Deleted figures' }),
            figures: [{ value: 3, translations: en({ label: 'deleted' }) }],
          },
        ],
        ['block_pool_animation', { translations: en({ heading: 'Deleted animation' }) }],
        ['block_get_inspired', { translations: en({ heading: 'Deleted projects' }) }],
      ] as const,
    }
  }

  test('a deleted page takes its blocks, their items and every translation with it', async () => {
    const relations = await admin.get<Relation[]>('/relations')
    const { file, category, blocks } = await everyBlock()
    const allowed = await admin
      .get<{ meta: { one_allowed_collections: string[] } }>('/relations/pages_blocks/item')
      .then((relation) => relation.meta.one_allowed_collections)
    // every block a page may hold is in this test
    expect(blocks.map(([collection]) => collection).sort()).toEqual([...allowed].sort())

    const page = await admin.post<{ id: number }>('/items/pages', {
      status: 'draft',
      translations: en({ title: 'To be deleted', slug: `to-be-deleted-${Date.now()}` }),
      blocks: blocks.map(([collection, item]) => ({ collection, item })),
    })
    const held = await rows<{ collection: string; item: string }>(
      'pages_blocks',
      { pages_id: { _eq: page.id } },
      'collection,item',
    )
    expect(held).toHaveLength(blocks.length)
    const before = await dependants(relations, 'pages', [page.id])
    for (const { collection, item } of held) {
      await dependants(relations, collection, [item], before)
      before.set(collection, [...(before.get(collection) ?? []), item])
    }
    // translations of the page, of each block and of each block's own items, and those items
    for (const collection of [
      'pages_translations',
      'pages_blocks',
      'block_hero_translations',
      'block_vertical_slider_slides',
      'block_vertical_slider_slides_translations',
      'block_image_collection_images_translations',
      'block_pool_navigation_entries_translations',
      'block_quote_carousel_quotes_translations',
      'block_project_stats_figures_translations',
      'block_faq_categories',
    ]) {
      expect(before.get(collection), collection).toBeDefined()
    }

    await admin.delete(`/items/pages/${page.id}`)

    // Directus deletes the blocks after the page (block-cleanup); nothing of it stays behind
    await expect
      .poll(async () => {
        const left: string[] = []
        for (const [collection, keys] of before) {
          const found = await rows(collection, { id: { _in: keys } })
          if (found.length > 0) left.push(`${collection}: ${found.map((row) => row.id).join()}`)
        }
        return left
      })
      .toEqual([])
    // what others share stays: the picture, the FAQ category
    expect(await admin.get<{ id: string }>(`/files/${file}?fields=id`)).toEqual({ id: file })
    expect(await rows('faq_categories', { id: { _eq: category } })).toHaveLength(1)
  })

  test('a block taken off a page in the builder is deleted, the others stay', async () => {
    const page = await admin.post<{ id: number }>('/items/pages', {
      status: 'draft',
      translations: en({ title: 'Builder', slug: `builder-${Date.now()}` }),
      blocks: [
        {
          collection: 'block_quote_carousel',
          item: {
            translations: en({ heading: 'Removed quotes' }),
            quotes: [{ name: 'Removed Q.', translations: en({ quote: 'Removed' }) }],
          },
        },
        { collection: 'block_cta', item: { translations: en({ title: 'Kept call' }) } },
      ],
    })
    const held = await rows<{ id: number; collection: string; item: string }>(
      'pages_blocks',
      { pages_id: { _eq: page.id } },
      'id,collection,item',
    )
    const removed = held.find((row) => row.collection === 'block_quote_carousel')!
    const kept = held.find((row) => row.collection === 'block_cta')!
    const quotes = await rows('block_quote_carousel_quotes', { block: { _eq: removed.item } })
    expect(quotes).toHaveLength(1)

    // what the page form's builder saves when an editor removes a block
    await admin.patch(`/items/pages/${page.id}`, { blocks: { delete: [removed.id] } })

    await expect
      .poll(async () => rows('block_quote_carousel', { id: { _eq: removed.item } }))
      .toEqual([])
    expect(await rows('block_quote_carousel_quotes', { id: { _eq: quotes[0]!.id } })).toEqual([])
    expect(
      await rows('block_quote_carousel_translations', {
        block_quote_carousel_id: { _eq: removed.item },
      }),
    ).toEqual([])
    expect(await rows('block_cta', { id: { _eq: kept.item } })).toHaveLength(1)
    await admin.delete(`/items/pages/${page.id}`)
  })

  test('a deleted post and a deleted project take their translations and pictures along', async () => {
    const relations = await admin.get<Relation[]>('/relations')
    const [file] = await admin.get<{ id: string }[]>('/files?limit=1&fields=id')
    const post = await admin.post<{ id: number }>('/items/posts', {
      status: 'draft',
      date_published: '2026-01-01',
      translations: en({ title: 'Deleted post', slug: `deleted-post-${Date.now()}` }),
    })
    const project = await admin.post<{ id: number }>('/items/projects', {
      status: 'draft',
      translations: en({ title: 'Deleted project', slug: `deleted-project-${Date.now()}` }),
      gallery: [{ directus_files_id: file!.id, translations: en({ caption: 'Deleted' }) }],
    })
    const postRows = await dependants(relations, 'posts', [post.id])
    const projectRows = await dependants(relations, 'projects', [project.id])
    expect([...postRows.keys()]).toContain('posts_translations')
    expect([...projectRows.keys()]).toEqual(
      expect.arrayContaining([
        'projects_translations',
        'projects_gallery',
        'projects_gallery_translations',
      ]),
    )

    await admin.delete(`/items/posts/${post.id}`)
    await admin.delete(`/items/projects/${project.id}`)

    for (const [collection, keys] of [...postRows, ...projectRows]) {
      expect(await rows(collection, { id: { _in: keys } }), collection).toEqual([])
    }
    expect(await admin.get<{ id: string }>(`/files/${file!.id}?fields=id`)).toEqual({
      id: file!.id,
    })
  })
})

test.describe(`search engines ${OWN_STACK}`, () => {
  test('a page set to no_index leaves every sitemap, and comes back when it is unset', async ({
    request,
  }) => {
    const about = seededPage('about')
    const [record] = await rows<{ id: number; seo: number | null }>(
      'pages',
      { translations: { slug: { _eq: about.t['en-US'].slug } } },
      'id,seo',
    )
    const seoId =
      record!.seo ?? (await admin.post<{ id: number }>('/items/seo', { no_index: false })).id
    if (record!.seo === null) await admin.patch(`/items/pages/${record!.id}`, { seo: seoId })
    const listed = async () => {
      const found: string[] = []
      for (const code of ['nl', 'en', 'fr', 'de', 'es'] as const) {
        const xml = await (await request.get(`${site.url}/${code}/sitemap.xml`)).text()
        if (xml.includes(`<loc>${site.url}${pagePath(about, code)}</loc>`)) found.push(code)
      }
      return found
    }
    expect(await listed()).toEqual(['nl', 'en', 'fr', 'de', 'es'])
    try {
      await admin.patch(`/items/seo/${seoId}`, { no_index: true })
      // the save purges the site; the next sitemaps leave the page out, in every language
      await expect.poll(listed, { timeout: 10_000 }).toEqual([])
      // the page itself still answers, and tells search engines to leave it out
      const html = await (await request.get(`${site.url}${pagePath(about, 'en')}`)).text()
      expect(html).toMatch(/<meta name="robots" content="noindex"/)
    } finally {
      await admin.patch(`/items/seo/${seoId}`, { no_index: false })
    }
    await expect.poll(listed, { timeout: 10_000 }).toEqual(['nl', 'en', 'fr', 'de', 'es'])
  })
})

/** `collection:pages;item:3;fields:translations,status;mode:drawer` as its parts. */
function editConfig(attribute: string) {
  const parts = Object.fromEntries(
    attribute
      .split(';')
      .map((part) => [part.slice(0, part.indexOf(':')), part.slice(part.indexOf(':') + 1)]),
  )
  return {
    collection: parts.collection,
    item: parts.item,
    fields: parts.fields?.split(','),
    mode: parts.mode,
  }
}

/** An editor signed in to the Data Studio, in its Visual Editor on a path of the site. */
async function openVisualEditor(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } })
  const login = await context.request.post(`${cms.url}/auth/login`, {
    data: { ...cms.admin, mode: 'session' },
  })
  expect(login.status(), await login.text()).toBe(200)
  // an editor of the English pages works in English: the Studio then names its fields so, and a
  // form's translations show English beside the default language (the setup makes a fresh
  // Studio speak the office's language, ADR 062)
  const language = await context.request.patch(`${cms.url}/users/me`, {
    data: { language: 'en-US' },
  })
  expect(language.status(), await language.text()).toBe(200)
  const page = await context.newPage()
  // the Visual Editor's URL for the site (Settings > Visual Editor): the preview's way in
  await page.goto(`${cms.url}/admin/visual/${site.url}/api/preview/start?path=${path}`)
  // the Studio is a large application: on a machine the whole suite shares, it may take a
  // while before it frames the page
  await expect
    .poll(() => page.frames().some((frame) => frame.url() === `${site.url}${path}`), {
      timeout: 60_000,
    })
    .toBe(true)
  // the page and what it prefetches are loaded: the editor meets a page at rest
  await page
    .frames()
    .find((frame) => frame.url() === `${site.url}${path}`)!
    .waitForLoadState('networkidle')
  const frame = page.frameLocator('#frame')
  // the visual editing library has connected the page's elements to the Studio: the Studio and
  // the framed page both load and hydrate first, slow on a busy machine
  await expect(frame.locator('.directus-visual-editing-rect').first()).toBeAttached({
    timeout: 45_000,
  })
  return { page, frame, close: () => context.close() }
}

/** The `data-directus` attributes of the framed page, in document order. */
const attributes = (frame: FrameLocator) =>
  frame
    .locator('[data-directus]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-directus')!))

interface Template {
  name: string
  path: string
  /** the item an editor clicks, and the translated field of it they change */
  collection: string
  item: () => Promise<number>
  field: string
}

const idBySlug = async (collection: string, slug: string) => {
  const [row] = await rows<{ id: number }>(collection, { translations: { slug: { _eq: slug } } })
  return row!.id
}

/** The first block of a collection on a page. */
const blockOf = async (pageId: () => Promise<number>, collection: string) => {
  const held = await rows<{ collection: string; item: string }>(
    'pages_blocks',
    { pages_id: { _eq: await pageId() }, collection: { _eq: collection } },
    'collection,item',
  )
  return Number(held[0]!.item)
}

const homeId = async () =>
  (await admin.get<{ home_page: number }>('/items/global_settings?fields=home_page')).home_page
const aboutId = () => idBySlug('pages', seededPage('about').t['en-US'].slug)

const itemTemplate = (
  name: string,
  collection: string,
  item: (typeof content)['posts' | 'covers' | 'projects' | 'pools'][number],
): Template => ({
  name,
  path: itemPath(item, 'en'),
  collection,
  item: () => idBySlug(collection, item.t['en-US'].slug),
  field: 'title',
})

const templates: Template[] = [
  {
    name: 'home',
    path: '/en',
    collection: 'block_hero',
    item: () => blockOf(homeId, 'block_hero'),
    field: 'headline',
  },
  {
    name: 'page',
    path: pagePath(seededPage('about'), 'en'),
    collection: 'block_rich_text',
    item: () => blockOf(aboutId, 'block_rich_text'),
    field: 'title',
  },
  itemTemplate('blog post', 'posts', postsByDate[0]!),
  itemTemplate('project', 'projects', content.projects[0]!),
  itemTemplate('pool', 'pools', content.pools[0]!),
  itemTemplate('cover', 'covers', content.covers[0]!),
]

/** What the framed page's attributes must point at: a page's blocks in order, or the item. */
async function expectedAttributes(template: Template) {
  if (!template.collection.startsWith('block_')) {
    return [
      {
        collection: template.collection,
        item: String(await template.item()),
        fields: ['translations', 'status'],
        mode: 'drawer',
      },
    ]
  }
  const pageId = template.name === 'home' ? await homeId() : await aboutId()
  const held = await admin.get<{ blocks: { collection: string; item: string }[] }>(
    `/items/pages/${pageId}?fields=blocks.collection,blocks.item&deep[blocks][_sort]=sort`,
  )
  const blocks = held.blocks.map(({ collection, item }) => ({
    collection,
    item: String(item),
    fields: undefined,
    mode: 'drawer',
  }))
  // a page with a title of its own (not home) offers it first: its title and status
  return template.name === 'home'
    ? blocks
    : [
        {
          collection: 'pages',
          item: String(pageId),
          fields: ['translations', 'status'],
          mode: 'drawer',
        },
        ...blocks,
      ]
}

test.describe(`the Visual Editor ${OWN_STACK}`, () => {
  for (const template of templates) {
    test(`${template.name}: an editor clicks its text, edits it and the change is saved in Directus`, async ({
      browser,
    }) => {
      const item = await template.item()
      const translations = `${template.collection}_translations`
      const [english] = await rows<{ id: number } & Record<string, string>>(
        translations,
        { [`${template.collection}_id`]: { _eq: item }, languages_code: { _eq: 'en-US' } },
        `id,${template.field}`,
      )
      const original = english![template.field]!
      const edited = `${original} (edited in place)`

      const editor = await openVisualEditor(browser, template.path)
      try {
        // every editable element points at the item it shows, and opens its whole form
        const found = (await attributes(editor.frame)).map(editConfig)
        expect(found).toEqual(await expectedAttributes(template))

        // the editor points at the text, and the pencil of its outline opens the item's form
        const element = editor.frame.locator(
          `[data-directus^="collection:${template.collection};item:${item};"]`,
        )
        await element.getByText(original, { exact: true }).first().hover()
        await editor.frame
          .locator('.directus-visual-editing-rect-hover .directus-visual-editing-edit-button')
          .first()
          .click({ force: true })
        const drawer = editor.page.locator('.v-drawer')
        // by its key: the Studio names it in the editor's language (ADR 062)
        const input = drawer
          .locator(`.field[data-field="${template.field}"]`)
          .last()
          .locator('input')
        await expect(input).toHaveValue(original, { timeout: 20_000 })
        await input.fill(edited)
        await drawer.locator('button:has([data-icon="check"])').first().click()

        // saved in Directus, and shown in the framed page once it has re-read its draft (an
        // uncached preview render: slow on a machine the whole suite shares)
        await expect
          .poll(
            async () => (await rows(translations, { id: { _eq: english!.id } }, template.field))[0],
          )
          .toEqual({ [template.field]: edited })
        await expect(element.getByText(edited).first()).toBeVisible({ timeout: 20_000 })
        await editor.page.screenshot({
          path: test.info().outputPath(`${template.name.replace(/\s/g, '-')}.png`),
        })
      } finally {
        await editor.close()
        await admin.patch(`/items/${translations}/${english!.id}`, { [template.field]: original })
      }
    })
  }
})
