import { BlockProvider, RenderBlocks, type InvalidBlock, type LoadedBlock } from '@lamella/blocks'
import { Container, Heading, VisuallyHidden } from '@lamella/ui'
import { blockEnvironment } from './block-environment'

export function PageView({
  page,
}: {
  page: {
    title: string
    blocks: (LoadedBlock | InvalidBlock)[]
    /** `data-directus` attributes, in the editors' preview only */
    edit?: { page: string; blocks: Record<string, string> }
  }
}) {
  const startsWithHero = page.blocks[0]?.collection === 'block_hero'
  return (
    <article>
      {startsWithHero ? (
        // The hero's headline is the visible title; the outline still needs the page's h1.
        <VisuallyHidden asChild>
          <h1>{page.title}</h1>
        </VisuallyHidden>
      ) : (
        <Container size="prose" className="pt-12 sm:pt-16" data-directus={page.edit?.page}>
          <Heading level={1} className="wrap-break-word hyphens-auto">
            {page.title}
          </Heading>
        </Container>
      )}
      <BlockProvider value={blockEnvironment}>
        <RenderBlocks blocks={page.blocks} editAttributes={page.edit?.blocks} />
      </BlockProvider>
    </article>
  )
}
