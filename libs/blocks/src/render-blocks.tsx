import { useTranslation } from '@lamella/i18n/react'
import { Suspense, type ComponentType } from 'react'
import { BlockIndexContext } from './block-context'
import { blockComponents } from './components'
import type { BlockData, BlockType, InvalidBlock, LoadedBlock } from './registry'

/**
 * One block. Its own Suspense boundary lets a lazily loaded block (components.ts) hydrate when its
 * code arrives while the server's HTML stays in place, without holding up the rest of the page.
 */
function Block<K extends BlockType>({
  type,
  block,
  index,
}: {
  type: K
  block: BlockData<K>
  index: number
}) {
  const Component: ComponentType<{ block: BlockData<K> }> = blockComponents[type]
  return (
    <BlockIndexContext value={index}>
      <Suspense>
        <Component block={block} />
      </Suspense>
    </BlockIndexContext>
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

/** The key of a block in `editAttributes`: its collection and id. */
export const blockKey = (block: { collection: string; id: string | number }) =>
  `${block.collection}-${block.id}`

/**
 * Renders loaded blocks in CMS order (invalid ones only reach here in preview). In the editors'
 * preview, `editAttributes` holds each block's `data-directus` attribute (made on the server):
 * the block is then wrapped in an element carrying it, which Directus' visual editor outlines.
 */
export function RenderBlocks({
  blocks,
  editAttributes,
}: {
  blocks: (LoadedBlock | InvalidBlock)[]
  editAttributes?: Readonly<Record<string, string>>
}) {
  return (
    <>
      {blocks.map((block, index) => {
        if (block.collection === 'invalid') {
          return <InvalidBlockNotice key={`invalid-${block.id}`} block={block} />
        }
        const key = blockKey(block)
        const rendered = <Block key={key} type={block.collection} block={block} index={index} />
        const attribute = editAttributes?.[key]
        return attribute ? (
          <div key={key} data-directus={attribute}>
            {rendered}
          </div>
        ) : (
          rendered
        )
      })}
    </>
  )
}
