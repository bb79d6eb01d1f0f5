import type { CmsClient } from '@lamella/cms'
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
 * lives beside it and is registered in components.ts (the browser never loads a schema).
 */
export interface BlockDefinition<
  Collection extends string = string,
  Schema extends z.ZodType = z.ZodType,
  Extra extends object = object,
> {
  collection: Collection
  schema: Schema
  fields: readonly string[]
  load?: (block: z.output<Schema>, context: BlockLoadContext) => Promise<Extra>
}

export function defineBlock<
  Collection extends string,
  Schema extends z.ZodType,
  Extra extends object = object,
>(definition: BlockDefinition<Collection, Schema, Extra>) {
  return definition
}
