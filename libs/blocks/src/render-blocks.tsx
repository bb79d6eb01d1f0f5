import type { ComponentType } from 'react'
import { blockComponents } from './components'
import type { BlockData, BlockType, LoadedBlock } from './registry'

function Block<K extends BlockType>({ type, block }: { type: K; block: BlockData<K> }) {
  const Component: ComponentType<{ block: BlockData<K> }> = blockComponents[type]
  return <Component block={block} />
}

/** Renders loaded blocks in CMS order; invalid ones were already dropped by `loadBlocks`. */
export function RenderBlocks({ blocks }: { blocks: LoadedBlock[] }) {
  return (
    <>
      {blocks.map((block) => (
        <Block key={`${block.collection}-${block.id}`} type={block.collection} block={block} />
      ))}
    </>
  )
}
