import type { BlockComponent } from '../block-component'
import { staticPart } from '../static-island'
import { Hero } from './hero'

/**
 * With every page: nearly every page shows it, so its code rides in the chunk all pages load. It
 * does not move, so hydration keeps its markup, unless it plays a video (whose button moves).
 */
export const component: BlockComponent<'block_hero'> = staticPart(
  Hero,
  ({ block }) => block.variant === 'video' && !!block.video,
)
