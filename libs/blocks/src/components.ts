import { lazy, type ComponentType } from 'react'
import { Cta } from './cta/cta'
import { Hero } from './hero/hero'
import { nearBlock } from './near-island'
import type { BlockData, BlockType } from './registry'
import { RichText } from './rich-text/rich-text'

/**
 * A block whose code is its own chunk: the browser loads it only on pages that show the block
 * (the server renders it in full all the same). Every block but the three that nearly every page
 * shows (hero, rich text, call to action) is lazy, or it would ride in the chunk all pages load.
 * Blocks that mostly sit further down a page (the quotes, the figures, the pool animation and the
 * teasers) wait until they come near the screen (near-island.tsx): a visit that stops above them
 * loads none of their code.
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
  block_pool_navigation: lazyBlock(() =>
    import('./pool-navigation/pool-navigation').then((module) => module.PoolNavigation),
  ),
  block_faq: lazyBlock(() => import('./faq/faq').then((module) => module.Faq)),
  block_at_any_time: nearBlock(() =>
    import('./at-any-time/at-any-time').then((module) => module.AtAnyTime),
  ),
  block_quote_carousel: nearBlock(() =>
    import('./quote-carousel/quote-carousel').then((module) => module.QuoteCarousel),
  ),
  block_project_stats: nearBlock(() =>
    import('./project-stats/project-stats').then((module) => module.ProjectStats),
  ),
  block_pool_animation: nearBlock(() =>
    import('./pool-animation/pool-animation').then((module) => module.PoolAnimation),
  ),
  block_get_inspired: nearBlock(() =>
    import('./get-inspired/get-inspired').then((module) => module.GetInspired),
  ),
}
