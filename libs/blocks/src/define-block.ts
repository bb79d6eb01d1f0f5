import type { CmsClient, RawBlock } from '@lamella/cms'
import type { Locale } from '@lamella/i18n'
import type { z } from 'zod'

/** What a block's `load` may use to fetch the data it shows besides its own fields. */
export interface BlockLoadContext {
  cms: CmsClient
  locale: Locale
  /** a CMS link as the site's path in the visitor's language */
  resolveHref: (href: string) => string
}

/**
 * A content block: the Directus collection it lives in, the zod schema of its item (translations
 * flattened: what libs/cms returns), the Directus fields it needs (relative to the item), and,
 * when it shows more than its own fields, a `load` that fetches it on the server. The component
 * lives beside it and reaches the browser through the folder's component.ts (the browser never
 * loads a schema).
 */
export interface BlockDefinition<
  Collection extends string = string,
  Schema extends z.ZodType<object> = z.ZodType<object>,
  Extra extends object = object,
> {
  collection: Collection
  schema: Schema
  fields: readonly string[]
  load?: (block: z.output<Schema>, context: BlockLoadContext) => Promise<Extra>
}

/** A CMS item read as a block: the block, or why it is not one. */
export type BlockRead<Data> = { ok: true; block: Data } | { ok: false; issues: string[] }

/** A block definition with its own typed way from a CMS item to the block its component gets. */
export interface Block<
  Collection extends string = string,
  Schema extends z.ZodType<object> = z.ZodType<object>,
  Extra extends object = object,
> extends BlockDefinition<Collection, Schema, Extra> {
  read: (item: RawBlock, context: BlockLoadContext) => Promise<BlockRead<z.output<Schema> & Extra>>
}

function block<Collection extends string, Schema extends z.ZodType<object>, Extra extends object>(
  definition: Omit<BlockDefinition<Collection, Schema, Extra>, 'load'>,
  load: (data: z.output<Schema>, context: BlockLoadContext) => Promise<Extra>,
): Block<Collection, Schema, Extra> {
  return {
    ...definition,
    load,
    async read(item, context) {
      const parsed = definition.schema.safeParse(item)
      if (!parsed.success) {
        const issues = parsed.error.issues.map(
          (issue) => `${issue.path.join('.') || definition.collection}: ${issue.message}`,
        )
        return { ok: false, issues }
      }
      return { ok: true, block: { ...parsed.data, ...(await load(parsed.data, context)) } }
    },
  }
}

const nothingMore = async () => ({})

/** A block that shows its own fields only. */
export function defineBlock<Collection extends string, Schema extends z.ZodType<object>>(
  definition: Omit<BlockDefinition<Collection, Schema>, 'load'>,
): Block<Collection, Schema, object>
/** A block whose `load` fetches more for it on the server. */
export function defineBlock<
  Collection extends string,
  Schema extends z.ZodType<object>,
  Extra extends object,
>(
  definition: BlockDefinition<Collection, Schema, Extra> & {
    load: (block: z.output<Schema>, context: BlockLoadContext) => Promise<Extra>
  },
): Block<Collection, Schema, Extra>
export function defineBlock(definition: BlockDefinition) {
  const { load = nothingMore, ...rest } = definition
  return block(rest, load)
}
