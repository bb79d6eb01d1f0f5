import { BlockProvider, RenderBlocks, type InvalidBlock, type LoadedBlock } from '@lamella/blocks'
import { Container, Heading, VisuallyHidden } from '@lamella/ui'
import { blockEnvironment } from '#app/shared/ui/block-environment'

const sameText = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'accent' }) === 0

/**
 * Editors often title a page's first text block with the page's own name ("Our story" on the
 * page "Our story"). Right under the page's h1 that would show the same heading twice, so that
 * block's title is left out: the h1 already names what follows.
 */
export function withoutRepeatedTitle(
  blocks: (LoadedBlock | InvalidBlock)[],
  pageTitle: string,
): (LoadedBlock | InvalidBlock)[] {
  const [first, ...rest] = blocks
  if (first?.collection !== 'block_rich_text' || !first.title) return blocks
  return sameText(first.title, pageTitle) ? [{ ...first, title: null }, ...rest] : blocks
}

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
        <RenderBlocks
          blocks={withoutRepeatedTitle(page.blocks, page.title)}
          editAttributes={page.edit?.blocks}
        />
      </BlockProvider>
    </article>
  )
}
