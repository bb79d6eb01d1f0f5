import { blockDefinitions } from '@lamella/blocks/collections'
import { blockTypes, registry } from '@lamella/blocks/server'
import { describe, expect, it } from 'vitest'
import { blockSpecs, collections } from './collections.ts'

/**
 * The contract between libs/blocks and the CMS: each block is defined once, in its folder, and
 * both sides take that one definition (the site its zod schema and query, apps/cms its Directus
 * collections; libs/blocks/src/fields.server.test.ts holds the derivation). What is left to hold:
 * every block folder is a block of the registry and the other way round, each named like its
 * folder, and pages may hold every block.
 */
const definitions = await blockDefinitions()

describe('the blocks of the CMS', () => {
  it('are the blocks of the registry, one folder each, named like it', () => {
    expect(definitions.map(({ definition }) => definition.collection).sort()).toEqual(
      [...blockTypes].sort(),
    )
    for (const { folder, definition } of definitions) {
      expect(definition.collection).toBe(`block_${folder.replaceAll('-', '_')}`)
    }
  })

  it.each(definitions.map(({ definition }) => [definition.collection, definition] as const))(
    '%s is the definition the site reads, its items beside it',
    (type, definition) => {
      const block = registry[type as (typeof blockTypes)[number]]
      expect(block.schema).toBe(definition.schema)
      expect(block.fields).toEqual(definition.fields)
      for (const spec of definition.collections) expect(spec.name.startsWith(type)).toBe(true)
      expect(blockSpecs).toEqual(expect.arrayContaining(definition.collections))
    },
  )

  it.each(blockTypes)('%s may be held by pages, from the blocks folder', (type) => {
    const spec = collections.find((collection) => collection.name === type)
    expect(spec?.group).toBe('blocks')
    const pages = collections.find((collection) => collection.name === 'pages')
    const blocks = pages?.fields.find((field) => field.name === 'blocks')
    expect(blocks?.kind === 'm2a' && blocks.allowed).toContain(type)
  })
})
