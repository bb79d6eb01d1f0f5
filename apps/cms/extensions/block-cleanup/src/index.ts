/**
 * A page's blocks go with it. Pages hold their blocks through a many-to-any junction
 * (`pages_blocks`: `pages_id`, `collection`, `item`); its row goes with the page (a foreign key
 * with ON DELETE CASCADE), and a block's translations and own items (slides, quotes, ...) go with
 * the block the same way. The block item itself cannot: `item` names a row of one of twelve
 * tables, which no foreign key can point at, so without this hook every deleted page, and every
 * block an editor takes off a page in the builder, would leave its block behind, unseen.
 *
 * So, for every many-to-any relation whose items are all blocks (`block_*`): before a holder
 * (a page) or junction rows are deleted, the filter notes the blocks they point at; after the
 * delete has gone through, the action deletes those blocks that no junction row points at any
 * more, through Directus' ItemsService, so the delete is logged, runs the purge flow, and the
 * database's cascades take the blocks' translations and items along. A delete that fails (no
 * permission) leaves the blocks alone. Nothing here knows a block by name: the relations come
 * from Directus' schema, so a new block is covered the day it is added.
 *
 * Loaded by Directus from its extensions folder; scripts/extensions.ts strips the types. No
 * dependencies: the database and ItemsService are the ones Directus hands every hook.
 */

type Key = string | number

export interface Relation {
  collection: string
  field: string
  related_collection: string | null
  meta: {
    one_collection_field?: string | null
    one_allowed_collections?: string[] | null
    junction_field?: string | null
  } | null
}

/** A many-to-any relation whose items belong to the row that holds them: a page's blocks. */
export interface OwnedItems {
  junction: string
  /** the junction's column with the item's key, and the one with its collection */
  itemField: string
  collectionField: string
  /** the junction's column with the holder's key, and the holder's collection */
  holderField: string
  holder: string
}

interface Schema {
  relations: Relation[]
  collections: Record<string, { primary: string }>
}

/** The part of knex this hook uses. */
export interface Knex {
  (table: string): {
    select(...columns: string[]): {
      whereIn(column: string, values: readonly Key[]): Promise<Array<Record<string, unknown>>>
    }
  }
}

interface ItemsService {
  deleteMany(keys: Key[]): Promise<unknown>
}

export interface Services {
  ItemsService: new (
    collection: string,
    options: { schema: Schema; knex: Knex; accountability: null },
  ) => ItemsService
}

interface Context {
  database: Knex
  schema: Schema
}

export interface Register {
  filter(
    event: string,
    handler: (keys: Key[], meta: { collection: string }, context: Context) => Promise<Key[]>,
  ): void
  action(
    event: string,
    handler: (meta: { keys: Key[]; collection: string }, context: Context) => Promise<void>,
  ): void
}

export interface Extension {
  services: Services
  logger: { error(message: string): void }
}

const isBlock = (collection: string) => collection.startsWith('block_')

/** The many-to-any relations of the schema whose allowed collections are all blocks. */
export function ownedItems(relations: readonly Relation[]): OwnedItems[] {
  return relations.flatMap((relation) => {
    const allowed = relation.meta?.one_allowed_collections
    const collectionField = relation.meta?.one_collection_field
    const holderField = relation.meta?.junction_field
    if (!allowed?.length || !allowed.every(isBlock) || !collectionField || !holderField) return []
    const holder = relations.find(
      (other) => other.collection === relation.collection && other.field === holderField,
    )?.related_collection
    if (!holder) return []
    return [
      {
        junction: relation.collection,
        itemField: relation.field,
        collectionField,
        holderField,
        holder,
      },
    ]
  })
}

/** A block as a junction row points at it. */
interface Block {
  collection: string
  item: string
}

/** The blocks that junction rows (of a holder, or by their own keys) point at. */
async function blocksOf(
  database: Knex,
  owned: OwnedItems,
  column: string,
  keys: readonly Key[],
): Promise<Block[]> {
  const rows = await database(owned.junction)
    .select(owned.collectionField, owned.itemField)
    .whereIn(column, keys)
  return rows.flatMap((row) => {
    const collection = row[owned.collectionField]
    const item = row[owned.itemField]
    return typeof collection === 'string' && isBlock(collection) && item != null
      ? [{ collection, item: String(item) }]
      : []
  })
}

/** Notes taken before a delete, kept until its action (or a minute, if it never comes). */
const pendingFor = 60_000

export function registerBlockCleanup(
  { filter, action }: Register,
  { services, logger }: Extension,
) {
  const pending = new Map<string, { blocks: Block[]; at: number }>()
  const noteKey = (collection: string, keys: readonly Key[]) =>
    `${collection}:${JSON.stringify(keys.map(String))}`

  filter('items.delete', async (keys, { collection }, { database, schema }) => {
    const now = Date.now()
    for (const [key, note] of pending) if (now - note.at > pendingFor) pending.delete(key)
    const blocks: Block[] = []
    for (const owned of ownedItems(schema.relations)) {
      if (collection === owned.holder) {
        blocks.push(...(await blocksOf(database, owned, owned.holderField, keys)))
      } else if (collection === owned.junction) {
        const primary = schema.collections[owned.junction]?.primary ?? 'id'
        blocks.push(...(await blocksOf(database, owned, primary, keys)))
      }
    }
    if (blocks.length > 0) pending.set(noteKey(collection, keys), { blocks, at: now })
    return keys
  })

  action('items.delete', async ({ keys, collection }, { database, schema }) => {
    const key = noteKey(collection, keys)
    const note = pending.get(key)
    if (!note) return
    pending.delete(key)
    const byCollection = new Map<string, Set<string>>()
    for (const block of note.blocks) {
      byCollection.set(
        block.collection,
        (byCollection.get(block.collection) ?? new Set()).add(block.item),
      )
    }
    const owned = ownedItems(schema.relations)
    for (const [blockCollection, items] of byCollection) {
      try {
        // a block another junction row still points at (on another page) stays
        for (const other of owned) {
          const rows = await database(other.junction)
            .select(other.collectionField, other.itemField)
            .whereIn(other.itemField, [...items])
          for (const row of rows) {
            if (row[other.collectionField] === blockCollection)
              items.delete(String(row[other.itemField]))
          }
        }
        if (items.size === 0) continue
        const service = new services.ItemsService(blockCollection, {
          schema,
          knex: database,
          accountability: null,
        })
        await service.deleteMany([...items])
      } catch (error) {
        logger.error(
          `block-cleanup: ${blockCollection} ${[...items].join(', ')}: ${(error as Error).message}`,
        )
      }
    }
  })
}

export default (register: Register, extension: Extension) =>
  registerBlockCleanup(register, extension)
