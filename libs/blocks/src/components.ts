import { lazy, type ComponentType } from 'react'
import { Cta } from './cta/cta'
import { Hero } from './hero/hero'
import type { BlockData, BlockType } from './registry'
import { RichText } from './rich-text/rich-text'
import { PoolNavigation } from './pool-navigation/pool-navigation'
import { AtAnyTime } from './at-any-time/at-any-time'
import { PoolAnimation } from './pool-animation/pool-animation'
import { GetInspired } from './get-inspired/get-inspired'

/**
 * A block whose client code is worth its own chunk (a carousel, a lightbox, an animation): the
 * browser loads it only on pages that show the block. The server renders it in full all the same.
 */
export function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }))
}

/**
 * The component of every block, for the browser: only components, no schema or loader. The
 * compiler holds this list to the registry's.
 */
export const blockComponents: { [K in BlockType]: ComponentType<{ block: BlockData<K> }> } = {
  block_hero: Hero,
  block_rich_text: RichText,
  block_cta: Cta,
  block_vertical_slider: lazyBlock(() =>
    import('./vertical-slider/vertical-slider').then((module) => module.VerticalSlider),
  ),
  block_image_collection: lazyBlock(() =>
    import('./image-collection/image-collection').then((module) => module.ImageCollection),
  ),
  block_pool_navigation: PoolNavigation,
  block_faq: lazyBlock(() => import('./faq/faq').then((module) => module.Faq)),
  block_at_any_time: AtAnyTime,
  block_quote_carousel: lazyBlock(() =>
    import('./quote-carousel/quote-carousel').then((module) => module.QuoteCarousel),
  ),
  block_project_stats: lazyBlock(() =>
    import('./project-stats/project-stats').then((module) => module.ProjectStats),
  ),
  block_pool_animation: PoolAnimation,
  block_get_inspired: GetInspired,
}
