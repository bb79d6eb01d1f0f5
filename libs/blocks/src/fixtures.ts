import { ctaFixture } from './cta/cta.fixture'
import { heroFixture } from './hero/hero.fixture'
import type { BlockData, BlockType } from './registry'
import { richTextFixture } from './rich-text/rich-text.fixture'

/** One valid fixture per block; a block without one is a compile error. */
export const fixtures: { [K in BlockType]: BlockData<K> } = {
  block_hero: heroFixture,
  block_rich_text: richTextFixture,
  block_cta: ctaFixture,
}
