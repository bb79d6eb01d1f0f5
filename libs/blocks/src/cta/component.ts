import type { BlockComponent } from '../block-component'
import { Cta } from './cta'

/** With every page: nearly every page shows it, so its code rides in the chunk all pages load. */
export const component: BlockComponent<'block_cta'> = Cta
