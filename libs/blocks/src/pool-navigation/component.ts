import type { BlockComponent } from '../block-component'
import { staticBlock } from '../static-island'

/**
 * Its own chunk. It does not move: hydration keeps its markup, so the chunk loads only when the
 * browser renders the block itself.
 */
export const component: BlockComponent<'block_pool_navigation'> = staticBlock(() =>
  import('./pool-navigation').then((module) => module.PoolNavigation),
)
