import type { BlockComponent } from '../block-component'
import { nearBlock } from '../near-island'

/** Its own chunk, loaded once the block comes near the screen (it mostly sits further down). */
export const component: BlockComponent<'block_get_inspired'> = nearBlock(() =>
  import('./get-inspired').then((module) => module.GetInspired),
)
