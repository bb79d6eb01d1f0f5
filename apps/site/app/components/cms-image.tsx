import { Image } from '@lamella/ui'
import { mediaUrl, mediaWidths } from '../lib/media'

export interface CmsImageData {
  id: string
  width?: number | null
  height?: number | null
  title?: string | null
}

export interface CmsImageProps {
  image: CmsImageData
  alt: string
  sizes: string
  priority?: boolean
  className?: string
}

/** A Directus file as a responsive image served by the site's /media proxy. */
export function CmsImage({ image, alt, sizes, priority, className }: CmsImageProps) {
  return (
    <Image
      src={(width) => mediaUrl(image.id, width)}
      widths={[...mediaWidths]}
      sizes={sizes}
      width={image.width ?? 1600}
      height={image.height ?? 1000}
      alt={alt}
      priority={priority}
      className={className}
    />
  )
}
