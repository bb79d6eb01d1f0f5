export {
  BlockProvider,
  useBlockEnvironment,
  type BlockEnvironment,
  type BlockLinkProps,
} from './block-context'
export { defineBlock, type BlockDefinition } from './define-block'
export {
  blockTypes,
  isBlockType,
  registry,
  type BlockData,
  type BlockType,
  type LoadedBlock,
} from './registry'
export { RenderBlocks } from './render-blocks'
export type { BlockImage } from './shared.schema'
