import { ctaFixture } from './cta/cta.fixture'
import { heroFixture } from './hero/hero.fixture'
import type { BlockData, BlockType } from './registry'
import { richTextFixture } from './rich-text/rich-text.fixture'
import { verticalSliderFixture } from './vertical-slider/vertical-slider.fixture'
import { imageCollectionFixture } from './image-collection/image-collection.fixture'
import { poolNavigationFixture } from './pool-navigation/pool-navigation.fixture'
import { faqFixture } from './faq/faq.fixture'
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
  block_vertical_slider: verticalSliderFixture,
  block_image_collection: imageCollectionFixture,
  block_pool_navigation: poolNavigationFixture,
  block_faq: faqFixture,
  block_at_any_time: atAnyTimeFixture,
  block_quote_carousel: quoteCarouselFixture,
  block_project_stats: projectStatsFixture,
  block_pool_animation: poolAnimationFixture,
  block_get_inspired: getInspiredFixture,
}
