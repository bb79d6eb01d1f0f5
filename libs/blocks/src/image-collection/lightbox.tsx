import {
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@lamella/ui'
import { useTranslation } from '@lamella/i18n/react'
import type { KeyboardEvent } from 'react'
import type { GalleryPicture } from '../block-context'
import { useBlockEnvironment } from '../block-context'

interface LightboxProps {
  images: readonly GalleryPicture[]
  index: number
  /** the caption of a picture, or its position when it has no caption */
  label: (index: number) => string
  onIndexChange: (index: number) => void
  onClose: () => void
  /** focus the picture that opened the lightbox */
  returnFocus: () => void
}

/**
 * One picture large, on a Radix Dialog (focus trap, Escape, inert page). Previous and next wrap
 * around; the arrow keys do the same as the buttons.
 */
export function Lightbox({
  images,
  index,
  label,
  onIndexChange,
  onClose,
  returnFocus,
}: LightboxProps) {
  const { Image } = useBlockEnvironment()
  const { t } = useTranslation()
  const total = images.length
  const image = images[index]
  const go = (step: number) => onIndexChange((index + step + total) % total)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1)
    else if (event.key === 'ArrowRight') go(1)
    else return
    event.preventDefault()
  }
  if (!image) return null
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        data-slot="lightbox"
        closeLabel={t('contentBlocks.imageCollection.close')}
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          // Radix would focus the element focused before opening; this names the picture itself.
          event.preventDefault()
          returnFocus()
        }}
        size="wide"
      >
        <DialogTitle size="sm" className="pe-12">
          {label(index)}
        </DialogTitle>
        <div className="flex items-center justify-center overflow-hidden rounded-lg bg-ink-950">
          <Image
            key={image.id}
            image={image}
            alt=""
            sizes="(min-width: 64rem) 60rem, 100vw"
            className="max-h-[70dvh] w-auto object-contain"
          />
        </div>
        <div className="flex items-center justify-between gap-4">
          <Button
            variant="secondary"
            size="icon"
            onClick={() => go(-1)}
            aria-label={t('contentBlocks.imageCollection.previous')}
            disabled={total < 2}
          >
            <ChevronLeftIcon className="size-5" />
          </Button>
          <DialogDescription aria-live="polite" className="text-sm">
            {t('contentBlocks.imageCollection.position', { current: index + 1, total })}
          </DialogDescription>
          <Button
            variant="secondary"
            size="icon"
            onClick={() => go(1)}
            aria-label={t('contentBlocks.imageCollection.next')}
            disabled={total < 2}
          >
            <ChevronRightIcon className="size-5" />
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
