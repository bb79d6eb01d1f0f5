export { defineBlock, type BlockDefinition, type BlockLoadContext } from './define-block'
export {
  loadBlocks,
  type InvalidBlockReport,
  type LoadBlocksOptions,
  type RawBlock,
} from './load-blocks.server'
export { blockTypes, isBlockType, registry } from './registry'
export { pageBlockFields } from './query.server'
