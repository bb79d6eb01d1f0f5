import type { z } from 'zod'
import { ctaBlock } from './cta'
import type { Block } from './define-block'
import { heroBlock } from './hero'
import { richTextBlock } from './rich-text'
import { verticalSliderBlock } from './vertical-slider'
import { imageCollectionBlock } from './image-collection'
import { poolNavigationBlock } from './pool-navigation'
import { faqBlock } from './faq'
import { atAnyTimeBlock } from './at-any-time'
import { quoteCarouselBlock } from './quote-carousel'
import { projectStatsBlock } from './project-stats'
import { poolAnimationBlock } from './pool-animation'
import { getInspiredBlock } from './get-inspired'

/** Each entry's `collection` must be its key: a mistyped block is a compile error. */
function defineRegistry<R extends { [K in keyof R]: Block<K & string, z.ZodType<object>, object> }>(
  registry: R,
) {
  return registry
}

/**
 * Every block, keyed by its Directus collection: the one list to extend with a new block (its
 * folder's definition brings the rest: the CMS collections, the fixture, the component and how
 * the browser loads it, each found by folder). Read on the server only.
 */
export const registry = defineRegistry({
  block_hero: heroBlock,
  block_rich_text: richTextBlock,
  block_cta: ctaBlock,
  block_vertical_slider: verticalSliderBlock,
  block_image_collection: imageCollectionBlock,
  block_pool_navigation: poolNavigationBlock,
  block_faq: faqBlock,
  block_at_any_time: atAnyTimeBlock,
  block_quote_carousel: quoteCarouselBlock,
  block_project_stats: projectStatsBlock,
  block_pool_animation: poolAnimationBlock,
  block_get_inspired: getInspiredBlock,
})

type Registry = typeof registry
export type BlockType = keyof Registry

type ExtraOf<D> = D extends Block<string, z.ZodType<object>, infer Extra> ? Extra : never

/** A block as its component receives it: its parsed item and what its `load` added. */
export type BlockData<K extends BlockType> = z.output<Registry[K]['schema']> & ExtraOf<Registry[K]>

/** A block after loading: parsed, valid, ready to render. */
export type LoadedBlock = { [K in BlockType]: BlockData<K> }[BlockType]

/** A block that failed to parse, kept in preview so that editors see what to fix. */
export interface InvalidBlock {
  collection: 'invalid'
  id: string
  /** the Directus collection it came from */
  type: string
  issues: string[]
}

export const blockTypes: BlockType[] = Object.keys(registry).filter(isBlockType)

export function isBlockType(value: unknown): value is BlockType {
  return typeof value === 'string' && Object.hasOwn(registry, value)
}
