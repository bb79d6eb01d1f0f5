import type { BlockComponent } from '../block-component'
import { staticPart } from '../static-island'
import { RichText } from './rich-text'

/**
 * With every page: nearly every page shows it, so its code rides in the chunk all pages load.
 * It does not move: hydration keeps its markup.
 */
export const component: BlockComponent<'block_rich_text'> = staticPart(RichText)
