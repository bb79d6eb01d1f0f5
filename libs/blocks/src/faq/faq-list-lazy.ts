import { lazyBlock } from '../lazy-block'

/**
 * The FAQ's categories and questions for the FAQ screen: the same component as the FAQ block's,
 * loaded as its own chunk so that only the pages that show questions load it. Render it inside
 * Suspense; the server renders it in full, and its questions open before the chunk arrives.
 */
export const FaqListLazy = lazyBlock(() => import('./faq-list').then((module) => module.FaqList))
