import { lazyBlock } from '../lazy-block'

/**
 * The image collection's grid and lightbox for pages that show pictures outside a block (the
 * project detail): its own chunk, so that the other pages do not load it. Render it inside
 * Suspense; the server renders it in full.
 */
export const GalleryLazy = lazyBlock(() => import('./gallery').then((module) => module.Gallery))
