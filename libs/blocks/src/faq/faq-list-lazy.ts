import { staticBlock } from '../static-island'

/**
 * The FAQ's categories and questions for the FAQ screen: the same component as the FAQ block's,
 * loaded as its own chunk so that only the pages that show questions load it. It does not move
 * (its questions open natively): hydration keeps the server's markup, and the chunk loads only
 * when the browser renders it itself.
 */
export const FaqListLazy = staticBlock(() => import('./faq-list').then((module) => module.FaqList))
