import { describe, expect, it } from 'vitest'
import type { BuiltSchema } from './build.ts'
import { buildSchema } from './build.ts'
import { blockSpecs, collections } from './collections.ts'
import type { CollectionSpec } from '@lamella/cms/directus-schema'
import { file, files, m2o, o2m, string } from '@lamella/cms/directus-schema'
import { readerCollections } from './permissions.ts'
import type { Filter } from './visibility.ts'
import { fileRelations, fileRule, isEarlierFileRule, rowRules, under } from './visibility.ts'

const schema = buildSchema()
const readable = new Set(readerCollections(schema))
const rules = rowRules(schema, readable)
const rule = (collection: string) => {
  if (!rules.has(collection)) throw new Error(`no rule for ${collection}`)
  return rules.get(collection) ?? null
}
const published = { status: { _eq: 'published' } }
const onPublishedPage = { pages_id: published }
const inPublishedPage = { '$FOLLOW(pages_blocks,item,collection)': onPublishedPage }
const hasStatus = (collection: string) =>
  schema.collections
    .find((item) => item.collection === collection)
    ?.fields.some((field) => field.field === 'status') ?? false
const pageBlocks = blockSpecs.filter((spec) => spec.group === 'blocks').map((spec) => spec.name)

/** The first key of every object: Directus follows nothing else in a nested filter. */
function oneKeyEach(filter: unknown, path = ''): string[] {
  if (Array.isArray(filter))
    return filter.flatMap((item, index) => oneKeyEach(item, `${path}[${index}]`))
  if (typeof filter !== 'object' || filter === null) return []
  const keys = Object.keys(filter)
  const here = keys.length === 1 ? [] : [`${path || 'the rule'} has ${keys.length} keys`]
  return [
    ...here,
    ...Object.entries(filter).flatMap(([key, value]) => oneKeyEach(value, `${path}.${key}`)),
  ]
}

describe('the rows the reader sees', () => {
  it('of a table with a status: the published ones', () => {
    const withStatus = [...readable].filter(hasStatus)
    expect(withStatus.sort()).toEqual(
      ['covers', 'dealers', 'faq_items', 'pages', 'pools', 'posts', 'projects'].sort(),
    )
    for (const collection of withStatus) expect(rule(collection)).toEqual(published)
  })

  it('of every translation table: those of an item that shows', () => {
    const translations = [...readable].filter((name) => name.endsWith('_translations'))
    expect(translations.length).toBeGreaterThanOrEqual(30)
    for (const table of translations) {
      const parent = table.slice(0, -'_translations'.length)
      const parentRule = rule(parent)
      expect(rule(table), table).toEqual(parentRule ? under(`${parent}_id`, parentRule) : null)
    }
    expect(rule('posts_translations')).toEqual({ posts_id: published })
    expect(rule('pages_translations')).toEqual(onPublishedPage)
    expect(rule('block_hero_translations')).toEqual({ block_hero_id: inPublishedPage })
  })

  it('of every block: those a published page holds, through pages_blocks', () => {
    expect(pageBlocks.length).toBeGreaterThanOrEqual(12)
    expect(rule('pages_blocks')).toEqual(onPublishedPage)
    for (const block of pageBlocks) expect(rule(block), block).toEqual(inPublishedPage)
  })

  it('of a block’s own rows and junctions: those of a block that shows', () => {
    const children = blockSpecs.filter((spec) => spec.group && spec.group !== 'blocks')
    expect(children.map((spec) => spec.name)).toContain('block_vertical_slider_slides')
    for (const child of children)
      expect(rule(child.name), child.name).toEqual({ block: inPublishedPage })
    expect(rule('block_image_collection_images')).toEqual({
      block_image_collection_id: inPublishedPage,
    })
    expect(rule('block_faq_categories')).toEqual({ block_faq_id: inPublishedPage })
    expect(rule('block_image_collection_images_translations')).toEqual({
      block_image_collection_images_id: { block_image_collection_id: inPublishedPage },
    })
  })

  it('of the junctions of a catalogue item: those of a published item', () => {
    expect(rule('projects_gallery')).toEqual({ projects_id: published })
    expect(rule('projects_gallery_translations')).toEqual({
      projects_gallery_id: { projects_id: published },
    })
  })

  it('of a shared table that items point at: those a published item or the settings point at', () => {
    expect(rule('seo')).toEqual({
      _or: [
        { '$FOLLOW(pages,seo)': published },
        { '$FOLLOW(global_settings,seo)': { id: { _nnull: true } } },
      ],
    })
  })

  it('of the menus, settings, languages and FAQ categories: all, as before', () => {
    for (const collection of [
      'global_settings',
      'global_settings_translations',
      'global_settings_top_nav_left',
      'global_settings_main_nav_left',
      'nav_links',
      'nav_links_translations',
      'main_nav_groups',
      'main_nav_group_items',
      'mobile_nav_groups_nav_links',
      'footer_link_groups',
      'footer_links_translations',
      'page_not_found_translations',
      'languages',
      'faq_categories',
      'faq_categories_translations',
    ])
      expect(rule(collection), collection).toBeNull()
  })

  it('no row that hangs off a status, directly or through its owners, is open to all', () => {
    const owned = [...readable].filter(
      (name) =>
        hasStatus(name) ||
        name.startsWith('block_') ||
        name.startsWith('pages_') ||
        name.startsWith('posts_') ||
        name.startsWith('projects_') ||
        name.startsWith('seo'),
    )
    expect(owned.length).toBeGreaterThanOrEqual(50)
    for (const collection of owned)
      expect(JSON.stringify(rule(collection)), collection).toContain('"status":{"_eq":"published"}')
  })

  it('are written as Directus reads nested filters: one key per object', () => {
    for (const [collection, filter] of rules) expect(oneKeyEach(filter), collection).toEqual([])
  })

  it('cover a block added to the description, its translations and its own rows', () => {
    const gallery: CollectionSpec = {
      name: 'block_logo_wall',
      icon: 'image',
      group: 'blocks',
      fields: [o2m('logos', 'block_logo_wall_logos', 'block')],
      translations: [string('heading')],
    }
    const logos: CollectionSpec = {
      name: 'block_logo_wall_logos',
      icon: 'image',
      group: 'block_logo_wall',
      fields: [m2o('block', 'block_logo_wall'), file('logo')],
    }
    const pages = collections.find((spec) => spec.name === 'pages') as CollectionSpec
    const more = buildSchema([
      ...collections.map((spec) =>
        spec.name === 'pages'
          ? {
              ...pages,
              fields: pages.fields.map((field) =>
                field.kind === 'm2a'
                  ? { ...field, allowed: [...field.allowed, 'block_logo_wall'] }
                  : field,
              ),
            }
          : spec,
      ),
      gallery,
      logos,
    ])
    const moreRules = rowRules(more, new Set(readerCollections(more)))
    expect(moreRules.get('block_logo_wall')).toEqual(inPublishedPage)
    expect(moreRules.get('block_logo_wall_translations')).toEqual({
      block_logo_wall_id: inPublishedPage,
    })
    expect(moreRules.get('block_logo_wall_logos')).toEqual({ block: inPublishedPage })
  })
})

describe('the files the reader sees', () => {
  const rule = fileRule(schema, readable, { drafts: false, publicFolder: 'folder-id' })
  const conditions = rule._or as Filter[]
  const keys = conditions.map((condition) => Object.keys(condition)[0])

  it('are those of every file field and files junction of the schema, and the public folder', () => {
    const relations = schema.relations.filter(
      (relation) => relation.related_collection === 'directus_files',
    )
    expect(relations.length).toBeGreaterThanOrEqual(10)
    for (const relation of relations)
      expect(keys, `${relation.collection}.${relation.field}`).toContain(
        `$FOLLOW(${relation.collection},${relation.field})`,
      )
    expect(conditions).toContainEqual({ folder: { _eq: 'folder-id' } })
    expect(new Set(keys.filter((key) => key !== 'folder'))).toEqual(
      new Set(
        fileRelations(schema, readable).map(
          (relation) => `$FOLLOW(${relation.collection},${relation.field})`,
        ),
      ),
    )
  })

  it('need the item that points at them to show: a published post, a block of a published page', () => {
    expect(conditions).toContainEqual({ '$FOLLOW(posts,image)': published })
    expect(conditions).toContainEqual({ '$FOLLOW(block_hero,image)': inPublishedPage })
    expect(conditions).toContainEqual({ '$FOLLOW(block_hero,video)': inPublishedPage })
    expect(conditions).toContainEqual({
      '$FOLLOW(block_vertical_slider_slides,image)': { block: inPublishedPage },
    })
    expect(conditions).toContainEqual({
      '$FOLLOW(block_image_collection_images,directus_files_id)': {
        block_image_collection_id: inPublishedPage,
      },
    })
    expect(conditions).toContainEqual({
      '$FOLLOW(projects_gallery,directus_files_id)': { projects_id: published },
    })
    expect(conditions).toContainEqual({ '$FOLLOW(seo,image)': { '$FOLLOW(pages,seo)': published } })
    expect(oneKeyEach(rule)).toEqual([])
  })

  it('for the previewer: any item’s, drafts included', () => {
    const drafts = fileRule(schema, readable, { drafts: true, publicFolder: 'folder-id' })
    expect(drafts._or).toContainEqual({ '$FOLLOW(posts,image)': { id: { _nnull: true } } })
    expect(drafts._or).toContainEqual({
      '$FOLLOW(projects_gallery,directus_files_id)': { id: { _nnull: true } },
    })
    expect(JSON.stringify(drafts)).not.toContain('status')
  })

  it('cover a file field added to the description', () => {
    const added: CollectionSpec = {
      name: 'testimonials',
      icon: 'format_quote',
      status: true,
      fields: [file('portrait'), files('photos')],
    }
    const more: BuiltSchema = buildSchema([...collections, added])
    const moreRule = fileRule(more, new Set(readerCollections(more)), {
      drafts: false,
      publicFolder: 'folder-id',
    })
    expect(moreRule._or).toContainEqual({ '$FOLLOW(testimonials,portrait)': published })
    expect(moreRule._or).toContainEqual({
      '$FOLLOW(testimonials_photos,directus_files_id)': { testimonials_id: published },
    })
    // a database set up before the field existed has a rule this setup wrote: it is brought up
    expect(isEarlierFileRule(rule, moreRule)).toBe(true)
  })

  it('tell a rule this setup wrote from one an admin wrote', () => {
    const fewer = { _or: conditions.slice(2) }
    expect(isEarlierFileRule(fewer, rule)).toBe(true)
    expect(isEarlierFileRule(rule, rule)).toBe(true)
    expect(isEarlierFileRule({ _or: [...conditions, { type: { _eq: 'image/png' } }] }, rule)).toBe(
      false,
    )
    expect(isEarlierFileRule({ folder: { _eq: 'folder-id' } }, rule)).toBe(false)
    expect(isEarlierFileRule({}, rule)).toBe(false)
  })
})
