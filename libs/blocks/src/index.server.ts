export { loadBlocks, type LoadBlocksOptions } from './load-blocks.server'
