import { ctaFixture } from './cta/cta.fixture'
import { heroFixture } from './hero/hero.fixture'
import type { BlockData, BlockType } from './registry'
import { richTextFixture } from './rich-text/rich-text.fixture'
import { atAnyTimeFixture } from './at-any-time/at-any-time.fixture'
import { quoteCarouselFixture } from './quote-carousel/quote-carousel.fixture'
import { projectStatsFixture } from './project-stats/project-stats.fixture'
import { poolAnimationFixture } from './pool-animation/pool-animation.fixture'
import { getInspiredFixture } from './get-inspired/get-inspired.fixture'

/** One valid fixture per block; a block without one is a compile error. */
export const fixtures: { [K in BlockType]: BlockData<K> } = {
  block_hero: heroFixture,
  block_rich_text: richTextFixture,
  block_cta: ctaFixture,
  block_at_any_time: atAnyTimeFixture,
  block_quote_carousel: quoteCarouselFixture,
  block_project_stats: projectStatsFixture,
  block_pool_animation: poolAnimationFixture,
  block_get_inspired: getInspiredFixture,
}
