export { defineBlock, type BlockDefinition } from './define-block'
export { loadBlocks, type LoadBlocksOptions } from './load-blocks.server'
export { blockTypes, isBlockType, registry } from './registry'
