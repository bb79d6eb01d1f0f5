import { Container, ExpandIcon, Heading, Section, Text } from '@lamella/ui'
import { useTranslation } from '@lamella/i18n/react'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import type { BlockImage } from '../block-context'
import { useBlockEnvironment } from '../block-context'
import type { ImageCollectionBlock } from './image-collection.schema'

// The lightbox (Radix Dialog and its handlers) is only needed once a picture is opened.
const Lightbox = lazy(() => import('./lightbox').then((module) => ({ default: module.Lightbox })))

/** A grid of pictures; each opens large in a lightbox, and closing it returns focus to it. */
export function ImageCollection({ block }: { block: ImageCollectionBlock }) {
  const { Image } = useBlockEnvironment()
  const { t } = useTranslation()
  const headingId = useId()
  const [open, setOpen] = useState<number | null>(null)
  const opener = useRef<number>(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const images = block.images.flatMap((row): BlockImage[] =>
    row.directus_files_id ? [row.directus_files_id] : [],
  )
  const total = images.length
  const label = (index: number) =>
    images[index]?.title ||
    t('contentBlocks.imageCollection.position', { current: index + 1, total })

  return (
    <Section data-block="image-collection" spacing="sm" aria-labelledby={headingId}>
      <Container>
        <div className="mb-8 flex max-w-2xl flex-col gap-3">
          <Heading id={headingId} level={2}>
            {block.heading}
          </Heading>
          {block.text && <Text tone="muted">{block.text}</Text>}
        </div>
        <ul role="list" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {images.map((image, index) => (
            <li key={`${image.id}-${index}`}>
              <figure className="flex flex-col gap-2">
                <button
                  ref={(element) => {
                    buttons.current[index] = element
                  }}
                  type="button"
                  aria-haspopup="dialog"
                  aria-label={t('contentBlocks.imageCollection.open', { caption: label(index) })}
                  onClick={() => {
                    opener.current = index
                    setOpen(index)
                  }}
                  className="group/picture relative block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-lg bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                  <Image
                    image={image}
                    alt=""
                    sizes="(min-width: 64rem) 24rem, 50vw"
                    className="size-full object-cover motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover/picture:scale-[1.03]"
                  />
                  <span
                    aria-hidden="true"
                    className="absolute end-2 bottom-2 inline-flex size-9 items-center justify-center rounded-full bg-background/90 text-foreground opacity-0 shadow-sm transition-opacity group-hover/picture:opacity-100 group-focus-visible/picture:opacity-100"
                  >
                    <ExpandIcon className="size-4" />
                  </span>
                </button>
                {image.title && (
                  <figcaption className="text-sm text-muted-foreground">{image.title}</figcaption>
                )}
              </figure>
            </li>
          ))}
        </ul>
      </Container>
      {open !== null && (
        <Suspense>
          <Lightbox
            images={images}
            index={open}
            label={label}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
            returnFocus={() => buttons.current[opener.current]?.focus()}
          />
        </Suspense>
      )}
    </Section>
  )
}
