import { useTranslation } from '@lamella/i18n/react'
import { Suspense, type ComponentType } from 'react'
import { blockComponents } from './components'
import type { BlockData, BlockType, InvalidBlock, LoadedBlock } from './registry'

/**
 * One block. Its own Suspense boundary lets a lazily loaded block (components.ts) hydrate when its
 * code arrives while the server's HTML stays in place, without holding up the rest of the page.
 */
function Block<K extends BlockType>({ type, block }: { type: K; block: BlockData<K> }) {
  const Component: ComponentType<{ block: BlockData<K> }> = blockComponents[type]
  return (
    <Suspense>
      <Component block={block} />
    </Suspense>
  )
}

/** What editors see in preview where a block is invalid: which block, and why. */
function InvalidBlockNotice({ block }: { block: InvalidBlock }) {
  const { t } = useTranslation()
  return (
    <div
      role="note"
      data-block="invalid"
      className="mx-auto my-6 max-w-content rounded-lg border-2 border-dashed border-danger-600 bg-danger-50 px-6 py-4 text-sm text-danger-800"
    >
      <p className="font-semibold">{t('preview.invalidBlock', { type: block.type })}</p>
      <ul className="mt-2 list-disc ps-5">
        {block.issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
    </div>
  )
}

/** Renders loaded blocks in CMS order (invalid ones only reach here in preview). */
export function RenderBlocks({ blocks }: { blocks: (LoadedBlock | InvalidBlock)[] }) {
  return (
    <>
      {blocks.map((block) =>
        block.collection === 'invalid' ? (
          <InvalidBlockNotice key={`invalid-${block.id}`} block={block} />
        ) : (
          <Block key={`${block.collection}-${block.id}`} type={block.collection} block={block} />
        ),
      )}
    </>
  )
}
