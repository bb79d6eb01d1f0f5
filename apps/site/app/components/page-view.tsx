import {
  BlockProvider,
  RenderBlocks,
  type BlockEnvironment,
  type InvalidBlock,
  type LoadedBlock,
} from '@lamella/blocks'
import { Container, Heading, VisuallyHidden } from '@lamella/ui'
import { videoUrl } from '../lib/media'
import { CmsImage } from './cms-image'
import { SiteLink } from './site-link'

/** Blocks draw CMS images through the media proxy and links as site links (already resolved). */
const environment: BlockEnvironment = {
  Image: CmsImage,
  Link: ({ url, ...props }) => <SiteLink href={url} {...props} />,
  videoUrl: (video) => videoUrl(video.id),
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
      <BlockProvider value={environment}>
        <RenderBlocks blocks={page.blocks} editAttributes={page.edit?.blocks} />
      </BlockProvider>
    </article>
  )
}
