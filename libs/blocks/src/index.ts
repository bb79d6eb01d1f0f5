// Browser-safe: components and types only. Schemas, fields and loading are in `./server`.
export {
  BlockProvider,
  useBlockEnvironment,
  type BlockEnvironment,
  type BlockLinkProps,
} from './block-context'
export { blockComponents } from './components'
export type { BlockData, BlockType, InvalidBlock, LoadedBlock } from './registry'
export { RenderBlocks, blockKey } from './render-blocks'
export { KeepServerMarkup, StaticIsland } from './static-island'
export type { BlockImage, GalleryPicture } from './block-context'
export { GalleryLazy } from './image-collection/gallery-lazy'
export type { GalleryProps } from './image-collection/gallery'
export { FaqListLazy } from './faq/faq-list-lazy'
export type { FaqListCategory, FaqListItem } from './faq/faq-list'
