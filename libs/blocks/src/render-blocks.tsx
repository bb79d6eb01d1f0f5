import { registry, type BlockData, type BlockType, type LoadedBlock } from './registry'

function Block<K extends BlockType>({ block }: { block: BlockData<K> & { collection: K } }) {
  const { Component } = registry[block.collection]
  return <Component block={block} />
}

/** Renders loaded blocks in CMS order; invalid ones were already dropped by `loadBlocks`. */
export function RenderBlocks({ blocks }: { blocks: LoadedBlock[] }) {
  return (
    <>
      {blocks.map((block) => (
        <Block key={`${block.collection}-${block.id}`} block={block} />
      ))}
    </>
  )
}
