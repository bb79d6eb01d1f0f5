/**
 * The Directus collection of every content block of libs/blocks, one file per block named like its
 * libs/blocks folder (each block's folder holds its zod schema; schema/blocks.contract.test.ts
 * holds the two together). Pages may hold any of them.
 */
import type { CollectionSpec } from '../fields.ts'
import { heroCollections } from './hero.ts'
import { richTextCollections } from './rich-text.ts'
import { ctaCollections } from './cta.ts'
import { verticalSliderCollections } from './vertical-slider.ts'
import { imageCollectionCollections } from './image-collection.ts'
import { poolNavigationCollections } from './pool-navigation.ts'
import { faqCollections } from './faq.ts'
import { atAnyTimeCollections } from './at-any-time.ts'
import { quoteCarouselCollections } from './quote-carousel.ts'
import { projectStatsCollections } from './project-stats.ts'
import { poolAnimationCollections } from './pool-animation.ts'
import { getInspiredCollections } from './get-inspired.ts'

export const blockSpecs: CollectionSpec[] = [
  ...heroCollections,
  ...richTextCollections,
  ...ctaCollections,
  ...verticalSliderCollections,
  ...imageCollectionCollections,
  ...poolNavigationCollections,
  ...faqCollections,
  ...atAnyTimeCollections,
  ...quoteCarouselCollections,
  ...projectStatsCollections,
  ...poolAnimationCollections,
  ...getInspiredCollections,
]
