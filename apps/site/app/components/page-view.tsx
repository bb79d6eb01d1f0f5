import { BlockProvider, RenderBlocks, type BlockEnvironment, type LoadedBlock } from '@lamella/blocks'
import { useMemo } from 'react'
import { useRootData } from '../lib/root-data'
import { CmsImage } from './cms-image'
import { CmsLink } from './nav-link'

export function PageView({ page }: { page: { title: string; blocks: LoadedBlock[] } }) {
  const locale = useRootData()?.locale ?? 'nl'
  const environment = useMemo<BlockEnvironment>(
    () => ({
      Image: CmsImage,
      Link: ({ url, className, children }) => (
        <CmsLink locale={locale} url={url} className={className}>
          {children}
        </CmsLink>
      ),
    }),
    [locale],
  )
  const startsWithHero = page.blocks[0]?.collection === 'block_hero'
  return (
    <article>
      {startsWithHero ? (
        <h1 className="sr-only">{page.title}</h1>
      ) : (
        <div className="mx-auto max-w-3xl px-4 pt-12">
          <h1 className="text-4xl font-semibold tracking-tight text-ink-950">{page.title}</h1>
        </div>
      )}
      <BlockProvider value={environment}>
        <RenderBlocks blocks={page.blocks} />
      </BlockProvider>
    </article>
  )
}
