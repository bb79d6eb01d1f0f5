import type { ComponentType } from 'react'
import { Cta } from './cta/cta'
import { Hero } from './hero/hero'
import type { BlockData, BlockType } from './registry'
import { RichText } from './rich-text/rich-text'

/**
 * The component of every block, for the browser: only components, no schema or loader. The
 * compiler holds this list to the registry's.
 */
export const blockComponents: { [K in BlockType]: ComponentType<{ block: BlockData<K> }> } = {
  block_hero: Hero,
  block_rich_text: RichText,
  block_cta: Cta,
}
