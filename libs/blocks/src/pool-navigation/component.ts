import type { BlockComponent } from '../block-component'
import { lazyBlock } from '../lazy-block'

/** Its own chunk, loaded on the pages that show it. */
export const component: BlockComponent<'block_pool_navigation'> = lazyBlock(() =>
  import('./pool-navigation').then((module) => module.PoolNavigation),
)
