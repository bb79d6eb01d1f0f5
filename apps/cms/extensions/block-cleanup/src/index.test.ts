import { describe, expect, it } from 'vitest'
import { buildSchema } from '../../../schema/build.ts'
import type { Knex, Register, Relation, Services } from './index.ts'
import { ownedItems, registerBlockCleanup } from './index.ts'

const relations = buildSchema().relations as Relation[]

type Row = Record<string, unknown>

/**
 * Tables in memory, as the hook reads them through knex, and Directus' delete of a row: the
 * database's cascade (junction rows of a deleted page) is done by the test, as the database would.
 */
function directus(tables: Record<string, Row[]>) {
  const database = ((table: string) => ({
    select: (...columns: string[]) => ({
      whereIn: async (column: string, values: readonly unknown[]) =>
        (tables[table] ?? [])
          .filter((row) => values.map(String).includes(String(row[column])))
          .map((row) => Object.fromEntries(columns.map((name) => [name, row[name]]))),
    }),
  })) as Knex
  const deleted: string[] = []
  const services: Services = {
    ItemsService: class {
      constructor(
        readonly collection: string,
        readonly options: { accountability: null },
      ) {}
      async deleteMany(keys: Array<string | number>) {
        deleted.push(...keys.map((key) => `${this.collection}:${key}`))
        tables[this.collection] = (tables[this.collection] ?? []).filter(
          (row) => !keys.map(String).includes(String(row.id)),
        )
      }
    } as unknown as Services['ItemsService'],
  }
  type Filter = Parameters<Register['filter']>[1]
  type Action = Parameters<Register['action']>[1]
  let filter: Filter | undefined
  let action: Action | undefined
  const errors: string[] = []
  registerBlockCleanup(
    {
      filter: (_event, handler) => (filter = handler),
      action: (_event, handler) => (action = handler),
    },
    { services, logger: { error: (message) => errors.push(message) } },
  )
  const context = {
    database,
    schema: { relations, collections: { pages_blocks: { primary: 'id' } } },
  }
  return {
    tables,
    deleted,
    errors,
    /** Directus' delete: filter, the rows go (with `cascade`), then the action, unless it failed */
    async remove(collection: string, keys: number[], { cascade = () => {}, fails = false } = {}) {
      const passed = await filter!(keys, { collection }, context)
      expect(passed).toEqual(keys)
      if (fails) return
      tables[collection] = (tables[collection] ?? []).filter(
        (row) => !keys.includes(row.id as number),
      )
      cascade()
      await action!({ keys, collection }, context)
    },
  }
}

/** Two pages: the first with a hero and a slider, the second with a call to action. */
const twoPages = () => ({
  pages: [{ id: 1 }, { id: 2 }],
  pages_blocks: [
    { id: 10, pages_id: 1, collection: 'block_hero', item: '5' },
    { id: 11, pages_id: 1, collection: 'block_vertical_slider', item: '7' },
    { id: 12, pages_id: 2, collection: 'block_cta', item: '3' },
  ],
  block_hero: [{ id: 5 }],
  block_vertical_slider: [{ id: 7 }],
  block_cta: [{ id: 3 }],
})

const cascadeFromPage = (tables: Record<string, Row[]>, page: number) => () => {
  tables.pages_blocks = tables.pages_blocks!.filter((row) => row.pages_id !== page)
}

describe('the blocks of a deleted page', () => {
  it('are found for the relations whose items are blocks: a page’s, not a menu’s', () => {
    expect(ownedItems(relations)).toEqual([
      {
        junction: 'pages_blocks',
        itemField: 'item',
        collectionField: 'collection',
        holderField: 'pages_id',
        holder: 'pages',
      },
    ])
  })

  it('go with the page, through Directus (logged, purged), each collection at once', async () => {
    const cms = directus(twoPages())
    await cms.remove('pages', [1], { cascade: cascadeFromPage(cms.tables, 1) })
    expect(cms.deleted.sort()).toEqual(['block_hero:5', 'block_vertical_slider:7'])
    // the other page keeps its block
    expect(cms.tables.block_cta).toEqual([{ id: 3 }])
    expect(cms.errors).toEqual([])
  })

  it('go when an editor takes them off a page in the builder (the junction row is deleted)', async () => {
    const cms = directus(twoPages())
    await cms.remove('pages_blocks', [11])
    expect(cms.deleted).toEqual(['block_vertical_slider:7'])
  })

  it('stay while another page still holds them', async () => {
    const tables = twoPages()
    tables.pages_blocks.push({ id: 13, pages_id: 2, collection: 'block_hero', item: '5' })
    const cms = directus(tables)
    await cms.remove('pages', [1], { cascade: cascadeFromPage(cms.tables, 1) })
    expect(cms.deleted).toEqual(['block_vertical_slider:7'])
  })

  it('stay when the delete of the page fails (no permission): nothing is deleted later either', async () => {
    const cms = directus(twoPages())
    await cms.remove('pages', [1], { fails: true })
    await cms.remove('pages', [2], { cascade: cascadeFromPage(cms.tables, 2) })
    expect(cms.deleted).toEqual(['block_cta:3'])
  })

  it('leave deletes of anything else alone', async () => {
    const cms = directus(twoPages())
    await cms.remove('block_hero', [5])
    await cms.remove('posts', [1])
    expect(cms.deleted).toEqual([])
  })
})
