import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { blockTypes } from '@lamella/blocks/server'
import { describe, expect, it } from 'vitest'
import type { CollectionPayload, FieldPayload } from './build.ts'
import { blockPreview, buildSchema } from './build.ts'
import { readIn } from './studio-language.ts'

/**
 * What an editor sees of each block in the Data Studio, held to the blocks of libs/blocks: in the
 * page's block builder every block and every item an editor opens inside one (slides, entries,
 * quotes, figures, pictures, FAQ categories and their questions) is titled by a display template
 * that shows a field it has, not its id; and every block pages may hold begins its form with its
 * thumbnail, the Storybook screenshot of the block (extensions/block-previews).
 */
// the notice as an English-speaking editor reads it
const schema = readIn('en-US', buildSchema())
const byName = new Map(schema.collections.map((entry) => [entry.collection, entry]))
const collection = (name: string): CollectionPayload => {
  const found = byName.get(name)
  if (!found) throw new Error(`missing collection ${name}`)
  return found
}
const fieldOf = (name: string, field: string): FieldPayload | undefined =>
  collection(name).fields.find((entry) => entry.field === field)

const blocksFolder = join(import.meta.dirname, '../../../libs/blocks/src')
/** The screenshot scripts/extensions.ts copies for a block: its first story's. */
const screenshotOf = (type: string) => {
  const folder = type.replace(/^block_/, '').replaceAll('_', '-')
  return join(
    blocksFolder,
    folder,
    '__screenshots__',
    `${folder}.stories.tsx`,
    'Default-1-chromium-linux.png',
  )
}

/** The fields a template shows, e.g. `{{translations}} ({{place}})` → translations, place. */
const templateFields = (template: string) =>
  [...template.matchAll(/{{\s*([^}]+?)\s*}}/g)].map(([, path]) => path!)

/**
 * Where a template's path leads: a field of the collection (through relations for `a.b`), and
 * for `translations` the field its display shows. Answers what is missing, or nothing.
 */
function missingIn(name: string, path: string): string | null {
  const [first = '', ...rest] = path.split('.')
  if (first === 'id') return `${name} is titled by its id`
  const field = fieldOf(name, first)
  if (!field) return `${name}.${first} does not exist`
  if (first === 'translations') {
    const shown = templateFields(
      String((field.meta.display_options as { template?: string })?.template ?? ''),
    )
    if (shown.length === 0) return `${name}.translations shows no field`
    return (
      shown.map((inner) => missingIn(`${name}_translations`, inner)).find(Boolean) ??
      (rest.length > 0 ? missingIn(`${name}_translations`, rest.join('.')) : null)
    )
  }
  if (rest.length === 0) return null
  const relation = schema.relations.find((item) => item.collection === name && item.field === first)
  if (relation?.related_collection === 'directus_files')
    return ['title', '$thumbnail'].includes(rest[0]!) ? null : `${path} is not a file's title`
  if (!relation?.related_collection) return `${name}.${first} leads nowhere`
  return missingIn(relation.related_collection, rest.join('.'))
}

function expectTemplate(name: string, template: unknown, where: string) {
  expect(template, `${where}: a display template`).toEqual(expect.stringMatching(/{{.+}}/))
  for (const path of templateFields(String(template))) {
    expect(missingIn(name, path), `${where}: {{${path}}}`).toBeNull()
  }
}

/** What an editor opens from a block's form: its lists' items and the items they lead to. */
function opened(type: string): Array<{ name: string; template: unknown; where: string }> {
  const found: Array<{ name: string; template: unknown; where: string }> = []
  for (const field of collection(type).fields) {
    const special = (field.meta.special as string[] | undefined) ?? []
    const options = field.meta.options as { template?: string } | undefined
    const relation = schema.relations.find(
      (item) => item.related_collection === type && item.meta.one_field === field.field,
    )
    if (!relation) continue
    const where = `${type}.${field.field}`
    if (special.includes('o2m')) {
      found.push({ name: relation.collection, template: options?.template, where })
      found.push(...opened(relation.collection))
    } else if (special.includes('m2m') || special.includes('files')) {
      // the list shows each row through the junction; the related item has its own title
      found.push({ name: relation.collection, template: options?.template, where })
      const other = schema.relations.find(
        (item) =>
          item.collection === relation.collection && item.field === relation.meta.junction_field,
      )
      const related = other?.related_collection
      if (related && related !== 'directus_files') {
        found.push(...opened(related))
        found.push({
          name: related,
          template: collection(related).meta.display_template,
          where: related,
        })
      }
    }
  }
  return found
}

describe.each(blockTypes)('%s in the Data Studio', (type) => {
  it('is titled by a field it has, in the builder and in lists', () => {
    expectTemplate(type, collection(type).meta.display_template, type)
  })

  it('titles every item an editor opens inside it by a field that item has', () => {
    for (const { name, template, where } of opened(type)) expectTemplate(name, template, where)
    for (const { name } of opened(type).filter((entry) => entry.name.startsWith('block_'))) {
      if (byName.get(name)?.meta.hidden) continue
      expectTemplate(name, collection(name).meta.display_template, name)
    }
  })

  it('begins its form with its thumbnail, a screenshot of the block', () => {
    const [first] = collection(type)
      .fields.filter((field) => !field.meta.hidden)
      .sort((a, b) => Number(a.meta.sort) - Number(b.meta.sort))
    expect(first).toEqual({
      ...blockPreview(type),
      meta: { ...blockPreview(type).meta, sort: 2, translations: expect.any(Array) },
    })
    const png = readFileSync(screenshotOf(type))
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    // IHDR: width and height, big enough to tell the block by
    expect(png.readUInt32BE(16), 'width').toBeGreaterThanOrEqual(320)
    expect(png.readUInt32BE(20), 'height').toBeGreaterThanOrEqual(120)
  })
})

it('offers in the page builder exactly the blocks it has thumbnails for', () => {
  const builder = schema.relations.find(
    (item) => item.collection === 'pages_blocks' && item.field === 'item',
  )
  const offered = builder?.meta.one_allowed_collections as string[]
  expect([...offered].sort()).toEqual([...blockTypes].sort())
  for (const type of offered) expect(existsSync(screenshotOf(type)), type).toBe(true)
})
