import { Container, Heading, Section, Text } from '@lamella/ui'
import { useId } from 'react'
import type { GalleryPicture } from '../block-context'
import { Gallery } from './gallery'
import type { ImageCollectionBlock } from './image-collection.schema'

/** A heading and a grid of pictures; each opens large in a lightbox (see `Gallery`). */
export function ImageCollection({ block }: { block: ImageCollectionBlock }) {
  const headingId = useId()
  const images = block.images.flatMap(({ directus_files_id: file, caption }): GalleryPicture[] =>
    file ? [{ ...file, caption }] : [],
  )

  return (
    <Section data-block="image-collection" spacing="sm" aria-labelledby={headingId}>
      <Container>
        <div className="mb-8 flex max-w-2xl flex-col gap-3">
          <Heading id={headingId} level={2}>
            {block.heading}
          </Heading>
          {block.text && <Text tone="muted">{block.text}</Text>}
        </div>
        <Gallery images={images} />
      </Container>
    </Section>
  )
}
