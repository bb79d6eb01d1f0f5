import type { BlockComponent } from '../block-component'
import { staticBlock } from '../static-island'

/**
 * Its own chunk. It does not move (a statement, a text, a link): hydration keeps its markup, so
 * the chunk loads only when the browser renders the block itself.
 */
export const component: BlockComponent<'block_at_any_time'> = staticBlock(() =>
  import('./at-any-time').then((module) => module.AtAnyTime),
)
