import {
  BlockProvider,
  RenderBlocks,
  type BlockEnvironment,
  type LoadedBlock,
} from '@lamella/blocks'
import { Container, Heading, VisuallyHidden } from '@lamella/ui'
import { useMemo } from 'react'
import { useRootData } from '../lib/root-data'
import { CmsImage } from './cms-image'
import { CmsLink } from './nav-link'

export function PageView({ page }: { page: { title: string; blocks: LoadedBlock[] } }) {
  const locale = useRootData()?.locale ?? 'nl'
  const environment = useMemo<BlockEnvironment>(
    () => ({ Image: CmsImage, Link: (props) => <CmsLink locale={locale} {...props} /> }),
    [locale],
  )
  const startsWithHero = page.blocks[0]?.collection === 'block_hero'
  return (
    <article>
      {startsWithHero ? (
        // The hero's headline is the visible title; the outline still needs the page's h1.
        <VisuallyHidden asChild>
          <h1>{page.title}</h1>
        </VisuallyHidden>
      ) : (
        <Container size="prose" className="pt-12 sm:pt-16">
          <Heading level={1} className="wrap-break-word hyphens-auto">
            {page.title}
          </Heading>
        </Container>
      )}
      <BlockProvider value={environment}>
        <RenderBlocks blocks={page.blocks} />
      </BlockProvider>
    </article>
  )
}
