import { isBlockType, registry } from '@lamella/blocks/server'
import { catalogues, locales, type Messages } from '@lamella/i18n/catalogues'
import { describe, expect, it } from 'vitest'
import { languages } from '../schema/collections.ts'
import type { ImageSpec, Lang, LinkTarget, Localized, SomeLanguages } from './content/types.ts'
import * as content from './content/index.ts'
import { imageSpecs, isChildSeed, isImageSpec } from './seed.ts'

const codes = languages.map((language) => language.code).sort()

/** Every object in the content that is keyed by language. */
function localizedValues(value: unknown): object[] {
  if (typeof value !== 'object' || value === null) return []
  const own = Object.keys(value).some((key) => codes.includes(key as Lang)) ? [value] : []
  return [...own, ...Object.values(value).flatMap(localizedValues)]
}

/** Every place the global settings point somewhere: menu entries and the banner. */
const links: LinkTarget[] = (() => {
  const settings = content.globalSettings
  const entries = [...settings.main_nav_left, ...settings.main_nav_right, ...settings.mobile_nav]
  return [
    ...settings.top_nav_left,
    ...settings.top_nav_right,
    ...entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.items)),
    ...settings.footer_links.flatMap((group) => group.links),
    settings.banner,
  ]
})()

const slugs = (items: Array<{ t: Localized<{ slug: string }> }>) =>
  codes.map((code) => items.map((item) => item.t[code].slug))

describe('the demo content, as the seeder needs it', () => {
  it('has all five languages wherever it is translated, except on the partial pages', () => {
    const { partialPages: _fewer, ...translated } = content
    const localized = localizedValues(translated)
    expect(localized.length).toBeGreaterThan(0)
    for (const value of localized) expect(Object.keys(value).sort()).toEqual(codes)
  })

  it('has a home page and a terms page', () => {
    expect(content.pages.map((page) => page.key)).toEqual(expect.arrayContaining(['home', 'terms']))
    const keys = [...content.pages, ...content.partialPages].map((page) => page.key)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('has a page in fewer languages, nested under a page every language has', () => {
    expect(content.partialPages.length).toBeGreaterThan(0)
    for (const page of content.partialPages) {
      const own = Object.keys(page.t).sort()
      expect(own.length, page.key).toBeGreaterThan(0)
      expect(own.length, page.key).toBeLessThan(codes.length)
      // Every translated value of the page names the same languages: nothing half translated.
      for (const value of localizedValues(page)) expect(Object.keys(value).sort()).toEqual(own)
      for (const code of own as Lang[]) {
        const slug = page.t[code]!.slug
        const parent = slug.slice(0, slug.lastIndexOf('/'))
        expect(parent, `${page.key} ${code}`).not.toBe('')
        expect(content.pages.map((other) => other.t[code].slug)).toContain(parent)
        expect(content.pages.map((other) => other.t[code].slug)).not.toContain(slug)
      }
    }
  })

  it('gives every link exactly one of page and url, and links only to published pages', () => {
    const published = new Set(
      content.pages.filter((page) => page.status === 'published').map((page) => page.key),
    )
    expect(links.length).toBeGreaterThan(30)
    for (const link of links) {
      expect([link.page, link.url].filter((value) => value !== undefined)).toHaveLength(1)
      if (link.page !== undefined) expect(published).toContain(link.page)
    }
  })

  it('links to CMS pages by relation, so that the link follows the translated slug', () => {
    const pagePaths = new Set(
      content.pages.flatMap((page) => codes.map((code) => `/${page.t[code].slug}`)),
    )
    for (const link of links) {
      if (link.url !== undefined) expect(pagePaths).not.toContain(link.url.replace(/#.*$/, ''))
    }
    const { globalSettings } = content
    const about = globalSettings.main_nav_right.find(
      (entry) => entry.t['en-US'].label === 'About us',
    )
    expect(about).toMatchObject({ page: 'about' })
    expect(about).not.toHaveProperty('url')
    const footer = globalSettings.footer_links.flatMap((group) => group.links)
    expect(footer.find((link) => link.page === 'terms')).not.toHaveProperty('url')
  })

  it('names the site’s own sections in the menus as their pages name themselves', () => {
    // docs/glossary.md: a menu entry and the page it opens use the same words.
    const { globalSettings } = content
    const entries = [
      ...globalSettings.top_nav_left,
      ...[
        ...globalSettings.main_nav_left,
        ...globalSettings.main_nav_right,
        ...globalSettings.mobile_nav,
      ].flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.items)),
      ...globalSettings.footer_links.flatMap((group) => group.links),
    ]
    const titles = {
      '/quote': (messages: Messages) => messages.quote.title,
      '/configure': (messages: Messages) => messages.configurator.title,
      '/dealers': (messages: Messages) => messages.dealers.title,
      '/projects': (messages: Messages) => messages.projects.title,
    }
    for (const [url, title] of Object.entries(titles)) {
      const named = entries.filter((entry) => entry.url === url)
      expect(named.length, url).toBeGreaterThan(0)
      for (const entry of named) {
        for (const { code, tag } of locales) {
          expect(entry.t[tag].label, `${url} in ${code}`).toBe(title(catalogues[code]))
        }
      }
    }
  })

  it('has the contact point and an active promo banner in every language', () => {
    const { globalSettings } = content
    expect(globalSettings.phone).toBe('+32 50 44 18 20')
    expect(globalSettings.email).toBe('info@lamella.example.com')
    expect(globalSettings.banner.active).toBe(true)
    for (const code of codes) expect(globalSettings.banner.t[code].text.length).toBeGreaterThan(20)
  })

  it('links the our-story page to the about page by its English slug in every language', () => {
    const ourStory = content.pages.find((page) => page.key === 'our-story')
    const about = content.pages.find((page) => page.key === 'about')
    expect(about?.t['en-US'].slug).toBe('about')
    for (const code of codes) {
      const bodies = ourStory?.blocks.map((block) => block.t?.[code].body ?? '')
      expect(bodies?.join('')).toContain('href="/about"')
    }
  })

  it('seeds every block so that its block schema accepts it, in every language', () => {
    // What libs/cms returns for a seeded block: files expanded, translations flattened.
    const asFile = (spec: ImageSpec) => ({
      id: spec.name,
      width: 1600,
      height: 1000,
      title: spec.title,
    })
    type Seeded = { t?: SomeLanguages<Record<string, unknown>> } & Record<string, unknown>
    // A block or a row of its child collection, in one language.
    const returned = (
      { t, ...fields }: Seeded,
      code: Lang,
      id: number,
    ): Record<string, unknown> => ({
      id,
      ...Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [
          key,
          isImageSpec(value)
            ? asFile(value)
            : Array.isArray(value) && value.every(isImageSpec)
              ? value.map((spec) => ({ directus_files_id: asFile(spec) }))
              : Array.isArray(value) && value.every(isChildSeed)
                ? value.map((child: Seeded, index) => returned(child, code, index + 1))
                : value,
        ]),
      ),
      ...t?.[code],
    })
    const everyPage = [
      ...content.pages.map((page) => ({ ...page, codes })),
      ...content.partialPages.map((page) => ({ ...page, codes: Object.keys(page.t) as Lang[] })),
    ]
    for (const page of everyPage) {
      for (const [index, { collection, ...fields }] of page.blocks.entries()) {
        expect(isBlockType(collection), collection).toBe(true)
        if (!isBlockType(collection)) continue
        for (const code of page.codes) {
          const item = { collection, ...returned(fields, code, index + 1) }
          const parsed = registry[collection].schema.safeParse(item)
          expect(parsed.error?.issues ?? [], `${page.key} ${collection} ${code}`).toEqual([])
        }
      }
    }
  })

  it('composes the home page of its blocks: a hero of each variant, four or five quotes', () => {
    const home = content.pages.find((page) => page.key === 'home')!
    const collections = home.blocks.map((block) => block.collection)
    expect(collections[0]).toBe('block_hero')
    expect(home.blocks[0]).toMatchObject({ variant: 'image' })
    expect(collections).toEqual(
      expect.arrayContaining([
        'block_at_any_time',
        'block_quote_carousel',
        'block_project_stats',
        'block_pool_animation',
        'block_get_inspired',
      ]),
    )
    const variants = home.blocks.filter((b) => b.collection === 'block_hero').map((b) => b.variant)
    expect(variants.sort()).toEqual(['image', 'split', 'video'])
    const carousel = home.blocks.find((block) => block.collection === 'block_quote_carousel')
    expect((carousel?.quotes as unknown[]).length).toBeGreaterThanOrEqual(4)
    expect((carousel?.quotes as unknown[]).length).toBeLessThanOrEqual(5)
    for (const code of codes) {
      const anyTime = home.blocks.find((block) => block.collection === 'block_at_any_time')
      expect(String(anyTime?.t?.[code].statement).length).toBeGreaterThan(20)
    }
  })

  it('uploads the share pictures of the SEO records with the others', () => {
    const names = imageSpecs(content).map((spec) => spec.name)
    const home = content.pages.find((page) => page.key === 'home')
    expect(home?.seo.image).toBeDefined()
    expect(content.globalSettings.seo.image).toBeDefined()
    expect(names).toContain(home?.seo.image?.name)
    expect(names).toContain(content.globalSettings.seo.image?.name)
  })

  it('gives most projects a gallery of three to five titled pictures, and one project none', () => {
    const sizes = content.projects.map((project) => project.gallery.length)
    expect(sizes.filter((size) => size === 0)).toHaveLength(1)
    for (const size of sizes.filter((size) => size > 0)) {
      expect(size).toBeGreaterThanOrEqual(3)
      expect(size).toBeLessThanOrEqual(5)
    }
    const pictures = content.projects.flatMap((project) => project.gallery)
    for (const picture of pictures) expect(picture.title.length).toBeGreaterThan(10)
    const names = imageSpecs(content).map((spec) => spec.name)
    for (const picture of pictures) expect(names).toContain(picture.name)
  })

  it('gives every pool a configurator range around its own size and its own stair', () => {
    for (const pool of content.pools) {
      expect(pool.min_length).toBeLessThanOrEqual(pool.length)
      expect(pool.max_length).toBeGreaterThanOrEqual(pool.length)
      expect(pool.min_width).toBeLessThanOrEqual(pool.width)
      expect(pool.max_width).toBeGreaterThanOrEqual(pool.width)
      expect(pool.min_width).toBeGreaterThan(0)
      expect(pool.available_stairs).toContain(pool.stairs)
      expect(new Set(pool.available_stairs).size).toBe(pool.available_stairs.length)
    }
    // The stair step must have something to choose on every line.
    expect(content.pools.every((pool) => pool.available_stairs.length > 1)).toBe(true)
  })

  it('leaves the specifications to the table the site shows above a pool text', () => {
    // The pool page has a "Specifications" table of the pool's own fields; a section of that
    // name in the text would be the same heading, and the same figures, twice.
    const tableNames = locales.map(({ code }) => catalogues[code].pools.specifications)
    for (const pool of content.pools) {
      for (const code of codes) {
        const headings = [...pool.t[code].body.matchAll(/<h[2-6]>([^<]*)<\/h[2-6]>/g)].map(
          ([, text]) => text,
        )
        for (const name of tableNames) expect(headings, `${pool.key} ${code}`).not.toContain(name)
      }
    }
  })

  it('links projects to pools that exist', () => {
    const pools = new Set(content.pools.map((pool) => pool.key))
    for (const project of content.projects) expect(pools).toContain(project.pool)
  })

  it.each([
    ['posts', content.posts],
    ['covers', content.covers],
    ['pools', content.pools],
    ['projects', content.projects],
    ['faq categories', content.faqCategories],
    ['pages', content.pages],
  ] as const)('has slugs of %s that are unique per language', (_, items) => {
    for (const perLanguage of slugs(items))
      expect(new Set(perLanguage).size).toBe(perLanguage.length)
  })

  it('draws each named picture once, from one description', () => {
    const specs = imageSpecs(content)
    expect(new Set(specs.map((spec) => spec.name)).size).toBe(specs.length)
    const all = [...content.posts, ...content.covers, ...content.pools, ...content.projects].map(
      (item) => item.image,
    )
    for (const image of all) {
      expect(specs.find((spec) => spec.name === image.name)).toEqual(image)
    }
  })
})
