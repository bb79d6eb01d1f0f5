import type { ComponentType } from 'react'
import type { BlockData, BlockType } from './registry'

/** A block's component as the page renders it: the block, parsed and loaded. */
export type BlockComponent<K extends BlockType> = ComponentType<{ block: BlockData<K> }>
