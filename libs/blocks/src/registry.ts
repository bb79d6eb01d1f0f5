import type { z } from 'zod'
import { ctaBlock } from './cta'
import type { BlockDefinition } from './define-block'
import { heroBlock } from './hero'
import { richTextBlock } from './rich-text'

/** Schemas of every block, keyed by Directus collection: the one list to extend with a new block. */
interface BlockSchemas {
  block_hero: typeof heroBlock.schema
  block_rich_text: typeof richTextBlock.schema
  block_cta: typeof ctaBlock.schema
}

export type BlockType = keyof BlockSchemas
export type BlockData<K extends BlockType> = z.output<BlockSchemas[K]>
/** A block after loading: parsed, valid, ready to render. */
export type LoadedBlock = { [K in BlockType]: BlockData<K> }[BlockType]

/** A missing, extra or mistyped block is a compile error here. */
export const registry: { [K in BlockType]: BlockDefinition<K, BlockSchemas[K]> } = {
  block_hero: heroBlock,
  block_rich_text: richTextBlock,
  block_cta: ctaBlock,
}

export const blockTypes = Object.keys(registry) as BlockType[]

export function isBlockType(value: unknown): value is BlockType {
  return typeof value === 'string' && Object.hasOwn(registry, value)
}
