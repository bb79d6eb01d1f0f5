import type { BlockComponent } from '../block-component'
import { nearBlock } from '../near-island'

/** Its own chunk, loaded once the block comes near the screen (it mostly sits further down). */
export const component: BlockComponent<'block_pool_animation'> = nearBlock(() =>
  import('./pool-animation').then((module) => module.PoolAnimation),
)
