import type { ComponentType } from 'react'
import { Cta } from './cta/cta'
import { Hero } from './hero/hero'
import type { BlockData, BlockType } from './registry'
import { RichText } from './rich-text/rich-text'

/**
 * The component of every block, for rendering in the browser. Only components: the schemas (zod)
 * and Directus fields stay in the registry, which is read on the server. A missing or mistyped
 * block is a compile error here too.
 */
export const blockComponents: { [K in BlockType]: ComponentType<{ block: BlockData<K> }> } = {
  block_hero: Hero,
  block_rich_text: RichText,
  block_cta: Cta,
}
