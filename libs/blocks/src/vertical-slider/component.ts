import type { BlockComponent } from '../block-component'
import { lazyBlock } from '../lazy-block'

/** Its own chunk, loaded on the pages that show it. */
export const component: BlockComponent<'block_vertical_slider'> = lazyBlock(() =>
  import('./vertical-slider').then((module) => module.VerticalSlider),
)
