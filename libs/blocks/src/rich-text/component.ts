import type { BlockComponent } from '../block-component'
import { RichText } from './rich-text'

/** With every page: nearly every page shows it, so its code rides in the chunk all pages load. */
export const component: BlockComponent<'block_rich_text'> = RichText
