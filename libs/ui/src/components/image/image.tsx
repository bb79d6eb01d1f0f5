import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'

/** Candidate widths for `srcset` when none are given: phone to large desktop, 1x and 2x. */
const DEFAULT_IMAGE_WIDTHS = [320, 480, 640, 768, 960, 1280, 1600, 1920, 2560] as const

const imageVariants = cva('block max-w-full', {
  variants: {
    fit: {
      // its own proportions at the width it gets
      none: 'h-auto',
      cover: 'size-full object-cover',
      contain: 'size-full object-contain',
    },
    radius: {
      none: '',
      md: 'rounded-md',
      lg: 'rounded-lg',
    },
    placeholder: {
      true: 'bg-ink-100',
      false: '',
    },
  },
  defaultVariants: { fit: 'none', radius: 'none', placeholder: true },
})

type ImageLoader = (width: number) => string

type ImageProps = Omit<
  React.ComponentProps<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'loading' | 'fetchPriority' | 'placeholder'
> &
  VariantProps<typeof imageVariants> & {
    /** The image URL, or a loader that returns the URL for a given pixel width. */
    src: string | ImageLoader
    /** Intrinsic size of the image as laid out; always set, so the browser reserves the space. */
    width: number
    height: number
    /** Required: describe the image, or pass '' for a purely decorative one. */
    alt: string
    /** How wide the image is drawn per breakpoint, e.g. '(min-width: 64rem) 33vw, 100vw'. */
    sizes?: string
    /** Widths offered in `srcset` when `src` is a loader. Defaults to DEFAULT_IMAGE_WIDTHS up to 2x `width`. */
    widths?: readonly number[]
    /** Above the fold (hero, first card row): load eagerly with high priority instead of lazily. */
    priority?: boolean
    /**
     * Better formats to offer first, best first (e.g. AVIF, then WebP), each with its own loader:
     * the image becomes a `<picture>` whose `<source type>`s share the widths and `sizes`, and a
     * browser that supports none of them takes the `<img>`'s own `src`/`srcset`.
     */
    sources?: readonly ImageSource[]
  }

type ImageSource = {
  /** MIME type, e.g. 'image/avif'. */
  type: string
  src: ImageLoader
}

/** The `srcset` widths used for an image of the given layout width. */
function resolveImageWidths(width: number, widths?: readonly number[]) {
  if (widths?.length) return [...new Set(widths)].sort((a, b) => a - b)
  const max = width * 2
  const candidates = DEFAULT_IMAGE_WIDTHS.filter((candidate) => candidate <= max)
  return [...new Set([...candidates, Math.min(max, DEFAULT_IMAGE_WIDTHS.at(-1) ?? max)])].sort(
    (a, b) => a - b,
  )
}

/**
 * A loader for Directus' asset transformations: `/assets/<id>?width=640&quality=75&format=auto`.
 * `fit: 'cover'` with `aspectRatio` also crops (width/height both sent).
 */
function directusImageLoader(
  assetUrl: string,
  options: {
    quality?: number
    format?: 'auto' | 'webp' | 'avif' | 'jpg' | 'png'
    aspectRatio?: number
    fit?: 'cover' | 'contain' | 'inside' | 'outside'
  } = {},
): ImageLoader {
  const { quality = 75, format = 'auto', aspectRatio, fit } = options
  return (width) => {
    const url = new URL(assetUrl, 'http://placeholder.invalid')
    url.searchParams.set('width', String(width))
    if (aspectRatio) url.searchParams.set('height', String(Math.round(width / aspectRatio)))
    if (fit) url.searchParams.set('fit', fit)
    url.searchParams.set('quality', String(quality))
    url.searchParams.set('format', format)
    return url.origin === 'http://placeholder.invalid'
      ? `${url.pathname}${url.search}`
      : url.toString()
  }
}

function Image({
  src,
  width,
  height,
  alt,
  sizes,
  widths,
  priority = false,
  fit,
  radius,
  placeholder,
  sources,
  className,
  ...props
}: ImageProps) {
  const loader = typeof src === 'function' ? src : undefined
  const candidates = loader ? resolveImageWidths(width, widths) : []
  const setOf = (load: ImageLoader) =>
    candidates.map((candidate) => `${load(candidate)} ${candidate}w`).join(', ')
  const srcSet = loader ? setOf(loader) : undefined
  // The fallback `src` is the smallest candidate at least as wide as the layout width.
  const fallbackWidth =
    candidates.find((candidate) => candidate >= width) ?? candidates.at(-1) ?? width
  const image = (
    <img
      data-slot="image"
      src={loader ? loader(fallbackWidth) : (src as string)}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${width}px`) : sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={cn(imageVariants({ fit, radius, placeholder }), className)}
      {...props}
    />
  )
  // Sources need the loader's widths; a plain URL has none to offer in other formats.
  if (!loader || !sources?.length) return image
  return (
    // `contents`: the picture adds no box, so the img's own classes lay it out as before.
    <picture data-slot="picture" className="contents">
      {sources.map((source) => (
        <source
          key={source.type}
          // No box: inside a `contents` picture in a flex or grid parent a source would be an
          // item of its own and take a gap.
          className="hidden"
          type={source.type}
          srcSet={setOf(source.src)}
          sizes={sizes ?? `${width}px`}
        />
      ))}
      {image}
    </picture>
  )
}

export { DEFAULT_IMAGE_WIDTHS, directusImageLoader, Image, imageVariants, resolveImageWidths }
export type { ImageLoader, ImageProps, ImageSource }
