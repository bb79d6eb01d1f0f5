import { blockTypes, registry } from '@lamella/blocks/server'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { collections } from './collections.ts'
import type { CollectionSpec } from './fields.ts'

/**
 * The contract between each block of libs/blocks and its Directus collection: the collection
 * exists for every block (and a block for every collection), pages may hold it, every field the
 * block reads exists, and every field the block cannot do without is required in Directus, so an
 * editor can never save a block the site would drop.
 */
const spec = (name: string) => collections.find((collection) => collection.name === name)

/** Directus fields by name: the item's, its translations' (read flattened) and `id`. */
function directusFields(collection: CollectionSpec) {
  return new Map(
    [...collection.fields, ...(collection.translations ?? [])].map((field) => [field.name, field]),
  )
}

const shapeOf = (type: (typeof blockTypes)[number]) =>
  (registry[type].schema as unknown as z.ZodObject).shape as Record<string, z.ZodType>

/** The rows' schema of a list field, through the `.transform` of a block that sorts its list. */
function elementOf(field: z.ZodType): z.ZodObject | undefined {
  const list = field instanceof z.ZodPipe ? field.in : field
  const element = list instanceof z.ZodArray ? list.element : undefined
  return element instanceof z.ZodObject ? element : undefined
}

describe.each(blockTypes)('%s', (type) => {
  const collection = spec(type)!

  it('has a Directus collection in the blocks folder that pages may hold', () => {
    expect(collection).toBeDefined()
    expect(collection.group).toBe('blocks')
    const pages = spec('pages')!.fields.find((field) => field.name === 'blocks')
    expect(pages?.kind === 'm2a' && pages.allowed).toContain(type)
  })

  it('reads only fields that exist', () => {
    const fields = directusFields(collection)
    for (const path of registry[type].fields) {
      const [first = ''] = path.split('.')
      if (first === 'id') continue
      if (first === 'translations') expect(collection.translations, path).toBeDefined()
      else expect(fields.has(first), `${type}.${first}`).toBe(true)
      // a translated field of a files junction row, e.g. `images.translations.caption`
      const [, second, third] = path.split('.')
      const field = fields.get(first)
      if (second === 'translations' && field?.kind === 'files' && third !== 'languages_code') {
        const translated = field.translations?.map((entry) => entry.name)
        expect(translated, `${type}.${path}`).toContain(third)
      }
    }
  })

  it('knows every field of its schema in Directus, required where the block needs it', () => {
    const fields = directusFields(collection)
    for (const [name, field] of Object.entries(shapeOf(type))) {
      if (name === 'collection' || name === 'id') continue
      const directus = fields.get(name)
      expect(directus, `${type}.${name} exists in Directus`).toBeDefined()
      const needed = !field.safeParse(undefined).success
      expect(directus?.required ?? false, `${type}.${name} required`).toBe(needed)
    }
  })

  it('holds the rows of its child collections (o2m) to the schema of its list', () => {
    for (const [name, field] of Object.entries(shapeOf(type))) {
      const directus = directusFields(collection).get(name)
      if (directus?.kind !== 'o2m') continue
      const child = spec(directus.related)
      expect(child?.group, `${directus.related} sits under ${type}`).toBe(type)
      const element = elementOf(field)
      expect(element, `${type}.${name} is a list of objects`).toBeDefined()
      const fields = directusFields(child!)
      for (const [key, inner] of Object.entries(element?.shape ?? {})) {
        // `id`, and `sort` of a sorted child collection, are made by the schema builder
        if (key === 'id' || (key === 'sort' && child?.sort)) continue
        const needed = !inner.safeParse(undefined).success
        expect(fields.get(key), `${directus.related}.${key} exists`).toBeDefined()
        expect(fields.get(key)?.required ?? false, `${directus.related}.${key} required`).toBe(
          needed,
        )
        const choices = fields.get(key)?.kind === 'select' ? fields.get(key) : undefined
        if (choices?.kind === 'select') {
          expect([...choices.choices], `${directus.related}.${key} choices`).toEqual(
            (inner as unknown as z.ZodEnum).options,
          )
        }
      }
    }
  })

  it('holds the rows of its files relations to the schema of its list, their translations read', () => {
    for (const [name, field] of Object.entries(shapeOf(type))) {
      const directus = directusFields(collection).get(name)
      if (directus?.kind !== 'files') continue
      const element = elementOf(field)
      expect(element, `${type}.${name} is a list of objects`).toBeDefined()
      const translated = new Map(directus.translations?.map((entry) => [entry.name, entry]))
      const shape = element?.shape ?? {}
      expect(Object.keys(shape).sort(), `${type}.${name} rows`).toEqual(
        ['directus_files_id', ...translated.keys()].sort(),
      )
      for (const [key, entry] of translated) {
        const needed = !shape[key]!.safeParse(undefined).success
        expect(entry.required ?? false, `${type}.${name}.${key} required`).toBe(needed)
        expect(registry[type].fields, `${type} reads ${name}.${key}`).toContain(
          `${name}.translations.${key}`,
        )
      }
      if (translated.size > 0) {
        expect(registry[type].fields).toContain(`${name}.translations.languages_code`)
      }
    }
  })

  it('leaves no Directus field unread', () => {
    const read = new Set(Object.keys(shapeOf(type)))
    for (const name of directusFields(collection).keys())
      expect(read, `${type}.${name}`).toContain(name)
  })
})

it('has a block for every block collection in Directus', () => {
  const inDirectus = collections.filter((c) => c.group === 'blocks').map((c) => c.name)
  expect([...inDirectus].sort()).toEqual([...blockTypes].sort())
})
