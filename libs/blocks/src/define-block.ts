import type { ComponentType } from 'react'
import type { z } from 'zod'

/** A content block: the Directus collection it lives in, its data schema and its component. */
export interface BlockDefinition<Type extends string, Schema extends z.ZodType> {
  type: Type
  schema: Schema
  /** the Directus fields the block needs, relative to the block item */
  fields: readonly string[]
  Component: ComponentType<{ block: z.output<Schema> }>
}

export function defineBlock<Type extends string, Schema extends z.ZodType>(
  definition: BlockDefinition<Type, Schema>,
) {
  return definition
}
