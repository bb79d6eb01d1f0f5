import { Image, type ImageProps, type ImageSource } from '@lamella/ui'
import { mediaUrl, mediaWidths } from '#app/shared/media'

export interface CmsImageData {
  id: string
  width?: number | null
  height?: number | null
}

export interface CmsImageProps {
  image: CmsImageData
  alt: string
  sizes: string
  priority?: boolean
  /** how the image fills the box it is given (see the ui Image's `fit`) */
  fit?: ImageProps['fit']
  className?: string
}

/**
 * AVIF first (about a third smaller than WebP at the same quality), then WebP; the img's own
 * srcset is the JPEG that a browser without either still reads.
 */
function sourcesOf(id: string): ImageSource[] {
  return [
    { type: 'image/avif', src: (width) => mediaUrl(id, width, 'avif') },
    { type: 'image/webp', src: (width) => mediaUrl(id, width, 'webp') },
  ]
}

/** A Directus file as a responsive image served by the site's /media proxy. */
export function CmsImage({ image, alt, sizes, priority, fit, className }: CmsImageProps) {
  return (
    <Image
      src={(width) => mediaUrl(image.id, width, 'jpg')}
      sources={sourcesOf(image.id)}
      widths={[...mediaWidths]}
      sizes={sizes}
      // Without the file's own size the browser cannot reserve its box: a 16:10 guess is
      // closer than nothing, and every seeded and uploaded file has its size in Directus.
      width={image.width ?? 1600}
      height={image.height ?? 1000}
      alt={alt}
      priority={priority}
      fit={fit}
      className={className}
    />
  )
}
