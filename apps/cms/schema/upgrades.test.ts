import { describe, expect, it } from 'vitest'
import { buildSchema } from './build.ts'
import {
  allSchemaUpgrades,
  allowedCollectionUpgrades,
  captionFallbackCollections,
  englishOnlyCollections,
  pending,
  previousCollections,
  relationUpgrades,
  schemaUpgrades,
  tokenOnlyProvider,
  tokenOnlyUpgrade,
} from './upgrades.ts'

/**
 * The tests of the earlier changes compare English builds: the Data Studio's language, an upgrade
 * of every name, note and label, is tested on its own below.
 */
const inEnglish = { englishOnly: true }
const english = buildSchema(undefined, undefined, inEnglish)
const upgrades = schemaUpgrades(undefined, english)
/** the upgrades of the version before links could point at pages, without one-language titles */
const allLanguages = { allLanguages: true, englishOnly: true }
const linkUpgrades = schemaUpgrades(
  buildSchema(previousCollections, undefined, allLanguages),
  buildSchema(undefined, undefined, allLanguages),
)
const find = (collection: string, field?: string) =>
  linkUpgrades.find((item) => item.collection === collection && item.field === field)
const findAll = (collection: string, field?: string) =>
  upgrades.find((item) => item.collection === collection && item.field === field)

describe('the upgrades of an existing database', () => {
  it('are exactly the settings that changed since links could not point at pages and pictures had no captions', () => {
    expect(linkUpgrades.map((item) => [item.collection, item.field ?? null])).toEqual(
      expect.arrayContaining([
        ['nav_links', null],
        ['nav_links', 'url'],
        ['main_nav_group_items', null],
        ['main_nav_group_items', 'url'],
        ['footer_links', null],
        ['footer_links', 'url'],
        ['global_settings', 'seo'],
        ['global_settings', 'top_nav_left'],
        ['global_settings', 'top_nav_right'],
        ['main_nav_groups', 'items'],
        ['mobile_nav_groups', 'items'],
        ['footer_link_groups', 'links'],
        ['block_hero', null],
        ['block_hero', 'image'],
        ['block_hero', 'cta_url'],
        ['block_hero_translations', 'text'],
        ['block_hero_translations', 'cta_label'],
        ['block_image_collection', null],
        ['block_image_collection', 'images'],
        ['projects', 'gallery'],
        ['quote_requests', null],
        ['quote_requests', 'status'],
        ['block_vertical_slider_slides', 'image'],
      ]),
    )
    expect(linkUpgrades).toHaveLength(25)
  })

  it('show item titles in one language, not all five joined', () => {
    expect(findAll('pages')).toEqual({
      collection: 'pages',
      from: { display_template: '{{translations.title}}' },
      to: { display_template: '{{translations}}' },
    })
    expect(findAll('pages', 'translations')?.to).toMatchObject({
      display_options: expect.objectContaining({ template: '{{title}}' }),
    })
    expect(findAll('footer_links')).toEqual({
      collection: 'footer_links',
      from: { display_template: '{{translations.label}} ({{url}})' },
      to: { display_template: '{{translations}}' },
    })
  })

  it("make a hero's headline and a call to action's title required, as the blocks need them", () => {
    expect(find('block_hero_translations', 'headline')).toMatchObject({
      from: { required: false },
      to: { required: true },
    })
    expect(find('block_cta_translations', 'title')).toMatchObject({
      from: { required: false },
      to: { required: true },
    })
  })

  it('tell editors of an existing database that gallery captions are now per language', () => {
    expect(findAll('block_image_collection')).toMatchObject({
      from: { note: expect.stringContaining('The caption is the file’s title.') },
      to: { note: expect.stringContaining('a caption per language') },
    })
    for (const [collection, field] of [
      ['block_image_collection', 'images'],
      ['projects', 'gallery'],
    ] as const) {
      expect(findAll(collection, field)).toMatchObject({
        from: { note: expect.stringContaining('Give each file a title') },
        to: { note: expect.stringContaining('caption in each language') },
      })
    }
    // the caption fields are new: apply.ts creates them, they are no upgrade
    expect(
      upgrades.some(
        (item) => item.collection.endsWith('_translations') && item.field === 'caption',
      ),
    ).toBe(false)
  })

  it('tell editors of a database from before alternative texts that the file’s title is never shown', () => {
    const altUpgrades = schemaUpgrades(
      buildSchema(captionFallbackCollections, undefined, inEnglish),
      english,
    )
    expect(altUpgrades.map((item) => [item.collection, item.field ?? null]).sort()).toEqual([
      ['block_hero', 'image'],
      ['block_image_collection', null],
      ['block_image_collection', 'images'],
      ['block_image_collection_images_translations', 'caption'],
      ['block_vertical_slider_slides', 'image'],
      ['projects', 'gallery'],
      ['projects_gallery_translations', 'caption'],
      ['quote_requests', null],
      ['quote_requests', 'status'],
    ])
    // only notes: nothing else of those fields changed (quote requests: see below)
    for (const upgrade of altUpgrades.filter((item) => item.collection !== 'quote_requests'))
      expect(Object.keys(upgrade.to)).toEqual(['note'])
    const find = (collection: string, field?: string) =>
      altUpgrades.find((item) => item.collection === collection && item.field === field)
    expect(find('block_vertical_slider_slides', 'image')).toEqual({
      collection: 'block_vertical_slider_slides',
      field: 'image',
      from: { note: 'Landscape, at least 1600 px wide; its title is the alternative text.' },
      to: { note: expect.stringContaining('alternative text') },
    })
    for (const [collection, field] of [
      ['block_image_collection', 'images'],
      ['projects', 'gallery'],
    ] as const) {
      expect(find(collection, field)).toMatchObject({
        from: { note: expect.stringContaining('the file’s title is used') },
        to: { note: expect.stringContaining('The file’s title is never shown on the site') },
      })
    }
    // the slides' alternative text is a new field: apply.ts creates it, it is no upgrade
    expect(altUpgrades.some((item) => item.field === 'image_alt')).toBe(false)
  })

  it('upgrade a database of any earlier version: each changed setting from each version once', () => {
    const all = allSchemaUpgrades(english)
    expect(all).toEqual(expect.arrayContaining(upgrades))
    const slideImage = all.filter(
      (item) => item.collection === 'block_vertical_slider_slides' && item.field === 'image',
    )
    // the oldest and the latest earlier version had the same note: one upgrade
    expect(slideImage).toHaveLength(1)
    const galleryNotes = all.filter(
      (item) => item.collection === 'projects' && item.field === 'gallery',
    )
    expect(galleryNotes.map((item) => item.from.note)).toEqual([
      expect.stringContaining('Give each file a title'),
      expect.stringContaining('the file’s title is used'),
    ])
    expect(new Set(galleryNotes.map((item) => JSON.stringify(item.to))).size).toBe(1)
  })

  it('make the url optional and drop it from the templates', () => {
    expect(find('nav_links', 'url')).toMatchObject({
      from: { required: true, width: 'full' },
      to: { required: false, width: 'half' },
    })
    expect(find('footer_links')).toEqual({
      collection: 'footer_links',
      from: { display_template: '{{translations.label}} ({{url}})' },
      to: { display_template: '{{translations.label}}' },
    })
  })

  it('show a request in lists with its municipality, and tell editors that dealers follow it up', () => {
    expect(findAll('quote_requests')).toEqual({
      collection: 'quote_requests',
      from: {
        display_template: '{{name}} ({{postal_code}})',
        note: 'Written by the site with the Form Writer token.',
      },
      to: {
        display_template: '{{name}}, {{postal_code}} {{municipality}}',
        note: expect.stringContaining('Dealers see the ones addressed to them'),
      },
    })
  })

  it('keep no more revisions of quote requests, whichever earlier version set them up', () => {
    const altUpgrades = schemaUpgrades(
      buildSchema(captionFallbackCollections, undefined, inEnglish),
      english,
    )
    expect(altUpgrades.find((item) => item.collection === 'quote_requests')).toEqual({
      collection: 'quote_requests',
      from: { accountability: 'all' },
      to: { accountability: 'activity' },
    })
    expect(
      allSchemaUpgrades(english).filter(
        (item) => item.collection === 'quote_requests' && !item.field,
      ),
    ).toHaveLength(2)
  })

  it('never touch the sort of a field, nor add what the earlier version did not have', () => {
    for (const upgrade of upgrades) expect(Object.keys(upgrade.to)).not.toContain('sort')
    for (const upgrade of linkUpgrades) expect(upgrade.field).not.toBe('page')
  })

  it('find nothing to do between a schema and itself', () => {
    expect(schemaUpgrades(buildSchema(), buildSchema())).toEqual([])
    expect(schemaUpgrades(english, english)).toEqual([])
    expect(
      schemaUpgrades(buildSchema(previousCollections, undefined, allLanguages), english),
    ).toEqual(upgrades)
  })

  it('change only the settings that still read as the earlier version left them', () => {
    const url = find('footer_links', 'url')
    if (!url) throw new Error('no upgrade of footer_links.url')
    const untouched = { collection: 'footer_links', field: 'url', meta: { ...url.from, sort: 5 } }
    expect(pending(url, untouched)).toEqual(url.to)

    // an editor wrote a note of their own: it stays, the rest is upgraded
    const edited = { ...untouched, meta: { ...untouched.meta, note: 'Our own note' } }
    const { note: _note, ...rest } = url.to
    expect(pending(url, edited)).toEqual(rest)

    // upgraded already: nothing left to do
    expect(pending(url, { ...untouched, meta: { ...url.to } })).toBeNull()
    expect(pending(url, undefined)).toBeNull()
  })

  it('let pages of an existing database hold the new blocks, and keep what an editor allowed', () => {
    const before = {
      collection: 'pages_blocks',
      field: 'item',
      meta: {
        one_allowed_collections: ['block_hero', 'block_rich_text', 'block_cta', 'block_own'],
      },
    }
    const [upgrade, ...others] = allowedCollectionUpgrades([before])
    expect(others).toEqual([])
    expect(upgrade).toMatchObject({ collection: 'pages_blocks', field: 'item' })
    const allowed = upgrade?.meta.one_allowed_collections
    expect(allowed).toEqual(expect.arrayContaining(['block_own', 'block_quote_carousel']))
    expect(allowed).not.toContain('block_quote_carousel_quotes')
    expect(allowedCollectionUpgrades([{ ...before, meta: upgrade!.meta }])).toEqual([])
  })
})

describe('the Data Studio in the editor’s language, on a database set up in English only', () => {
  const studio = schemaUpgrades(
    buildSchema(englishOnlyCollections, undefined, inEnglish),
    buildSchema(),
  )
  const of = (collection: string, field?: string) =>
    studio.find((item) => item.collection === collection && item.field === field)
  const languages = (value: unknown) =>
    (value as Array<{ language: string }>).map((item) => item.language)

  it('changes only the names, notes and labels, from what the English-only version wrote', () => {
    const texts = ['translations', 'note', 'options', 'display_options']
    for (const upgrade of studio)
      expect(texts).toEqual(expect.arrayContaining(Object.keys(upgrade.to)))
    expect(of('pages')).toEqual({
      collection: 'pages',
      from: {
        note: 'Pages built from blocks; the home and terms pages are chosen in Global Settings.',
        translations: null,
      },
      to: { note: '$t:lamella_note_pages', translations: expect.any(Array) },
    })
    expect(languages(of('pages')?.to.translations)).toEqual(['en-US', 'nl-NL', 'fr-FR', 'de-DE'])
  })

  it('names the folders in four languages where they had an English name', () => {
    expect(of('navigation')).toEqual({
      collection: 'navigation',
      from: { translations: [{ language: 'en-US', translation: 'Navigation & SEO' }] },
      to: {
        translations: expect.arrayContaining([
          { language: 'fr-FR', translation: 'Navigation & SEO' },
        ]),
      },
    })
  })

  it('turns a field’s English note and labels into keys, and names it', () => {
    expect(of('pages', 'publish_at')).toMatchObject({
      from: {
        note: 'Publishes this page at that minute (Brussels time, checked every minute). Cleared once done.',
        translations: null,
      },
      to: { note: '$t:lamella_note_pages__publish_at' },
    })
    const status = of('quote_requests', 'status')
    expect(status?.from.options).toMatchObject({
      choices: expect.arrayContaining([{ text: 'Appointment set', value: 'appointment_set' }]),
    })
    expect(status?.to.options).toMatchObject({
      choices: expect.arrayContaining([
        { text: '$t:lamella_choice_lead_status__appointment_set', value: 'appointment_set' },
      ]),
    })
    // the privacy page's note lost its placeholder, which a Translation String cannot hold
    expect(of('global_settings', 'privacy_page')?.from.note).toContain('/{language}/privacy')
    // and the field this project adds to Directus' users
    expect(of('directus_users', 'dealer')?.to.note).toBe('$t:lamella_note_directus_users__dealer')
  })

  it('keeps a note an editor wrote, and still names the field', () => {
    const upgrade = of('pages', 'publish_at')!
    const edited = {
      collection: 'pages',
      field: 'publish_at',
      meta: { ...upgrade.from, note: 'Ours' },
    }
    expect(pending(upgrade, edited)).toEqual({ translations: upgrade.to.translations })
  })

  it('upgrades a database of any earlier version to the keys, once each', () => {
    const all = allSchemaUpgrades()
    expect(all).toEqual(expect.arrayContaining(studio))
    // the oldest version's note of a menu link's URL becomes the key too
    expect(
      all
        .filter((item) => item.collection === 'nav_links' && item.field === 'url')
        .map((item) => item.to.note),
    ).toEqual(expect.arrayContaining(['$t:lamella_note_nav_links__url']))
  })
})

describe('what a delete does, on an existing database', () => {
  const ownItems = [
    ['block_pool_navigation_entries', 'block', 'block_pool_navigation'],
    ['block_project_stats_figures', 'block', 'block_project_stats'],
    ['block_quote_carousel_quotes', 'block', 'block_quote_carousel'],
    ['block_vertical_slider_slides', 'block', 'block_vertical_slider'],
  ] as const
  /** the relations as the earlier version created them, as GET /relations answers them */
  const earlier = buildSchema(previousCollections, undefined, allLanguages).relations.map(
    (relation) => ({
      ...relation,
      meta: {
        ...relation.meta,
        one_deselect_action: relation.meta.one_deselect_action ?? 'nullify',
      },
    }),
  )

  it("lets a block's own items go with it, and with their removal from its list", () => {
    const upgrades = relationUpgrades(earlier)
    expect(upgrades.map((upgrade) => upgrade.payload)).toEqual(
      ownItems.map(([collection, field, related_collection]) => ({
        collection,
        field,
        related_collection,
        schema: { on_delete: 'CASCADE' },
        meta: { one_deselect_action: 'delete' },
      })),
    )
  })

  it('keeps what an admin changed, and names the ON DELETE Directus re-creates the key with', () => {
    const changed = earlier.map((relation) =>
      relation.collection === 'block_quote_carousel_quotes'
        ? { ...relation, schema: { on_delete: 'NO ACTION' } }
        : relation.collection === 'block_project_stats_figures'
          ? { ...relation, meta: { ...relation.meta, one_deselect_action: 'delete' } }
          : relation,
    )
    const upgrades = relationUpgrades(changed)
    const of = (collection: string) =>
      upgrades.find((upgrade) => upgrade.collection === collection)?.payload
    // the admin's ON DELETE stays, and is what the key is re-created with
    expect(of('block_quote_carousel_quotes')).toEqual({
      collection: 'block_quote_carousel_quotes',
      field: 'block',
      related_collection: 'block_quote_carousel',
      schema: { on_delete: 'NO ACTION' },
      meta: { one_deselect_action: 'delete' },
    })
    expect(of('block_project_stats_figures')).toEqual({
      collection: 'block_project_stats_figures',
      field: 'block',
      related_collection: 'block_project_stats',
      schema: { on_delete: 'CASCADE' },
    })
  })

  it('finds nothing to do once upgraded, nor on a new database', () => {
    const upgraded = earlier.map((relation) => {
      const payload = relationUpgrades(earlier).find(
        (upgrade) => upgrade.collection === relation.collection && upgrade.field === relation.field,
      )?.payload
      return payload
        ? {
            ...relation,
            schema: payload.schema,
            meta: { ...relation.meta, ...payload.meta },
          }
        : relation
    })
    expect(relationUpgrades(upgraded)).toEqual([])
    expect(relationUpgrades(buildSchema().relations)).toEqual([])
  })
})

describe('the site’s accounts of an existing database', () => {
  it('become token-only: a provider no sign-in serves, and no password', () => {
    const upgrade = { provider: tokenOnlyProvider, password: null }
    expect(tokenOnlyUpgrade({ provider: 'default', password: null })).toEqual(upgrade)
    expect(tokenOnlyUpgrade({ provider: 'default', password: '**********' })).toEqual(upgrade)
    expect(tokenOnlyUpgrade({ provider: tokenOnlyProvider, password: '**********' })).toEqual(
      upgrade,
    )
    expect(tokenOnlyUpgrade({ provider: tokenOnlyProvider, password: null })).toBeNull()
    expect(tokenOnlyProvider).not.toBe('default')
  })
})
