import { ExpandIcon } from '@lamella/ui'
import { useTranslation } from '@lamella/i18n/react'
import { lazy, Suspense, useRef, useState } from 'react'
import type { GalleryPicture } from '../block-context'
import { useBlockEnvironment } from '../block-context'

// The lightbox (Radix Dialog and its handlers) is only needed once a picture is opened.
const Lightbox = lazy(() => import('./lightbox').then((module) => ({ default: module.Lightbox })))

export interface GalleryProps {
  /**
   * in order; a picture's caption (in the page's language) shows under it and names it for
   * screen readers, and one without a caption is named by its place in the gallery
   */
  images: readonly GalleryPicture[]
}

/**
 * A grid of pictures; each opens large in a lightbox, and closing it returns focus to it. The
 * image collection block and the project detail's gallery both draw their pictures with it.
 */
export function Gallery({ images }: GalleryProps) {
  const { Image } = useBlockEnvironment()
  const { t } = useTranslation()
  const [open, setOpen] = useState<number | null>(null)
  const opener = useRef<number>(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const total = images.length
  const position = (index: number) => ({ current: index + 1, total })
  // The picture itself is drawn with an empty alt inside its button: the button's name (the
  // caption, or its place in the gallery) says what it is, once.
  const openLabel = (index: number) => {
    const caption = images[index]?.caption
    return caption
      ? t('contentBlocks.imageCollection.open', { caption })
      : t('contentBlocks.imageCollection.openNumbered', position(index))
  }
  const label = (index: number) =>
    images[index]?.caption || t('contentBlocks.imageCollection.position', position(index))

  return (
    <>
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
                aria-label={openLabel(index)}
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
                  fit="cover"
                  className="motion-safe:transition-transform motion-safe:duration-500 motion-safe:group-hover/picture:scale-[1.03]"
                />
                <span
                  aria-hidden="true"
                  className="absolute end-2 bottom-2 inline-flex size-9 items-center justify-center rounded-full bg-background/90 text-foreground opacity-0 shadow-sm transition-opacity group-hover/picture:opacity-100 group-focus-visible/picture:opacity-100"
                >
                  <ExpandIcon className="size-4" />
                </span>
              </button>
              {image.caption && (
                <figcaption className="text-sm text-muted-foreground">{image.caption}</figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
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
    </>
  )
}
