import type { BlockComponent } from '../block-component'
import { staticPart } from '../static-island'
import { Cta } from './cta'

/**
 * With every page: nearly every page shows it, so its code rides in the chunk all pages load.
 * It does not move: hydration keeps its markup.
 */
export const component: BlockComponent<'block_cta'> = staticPart(Cta)
