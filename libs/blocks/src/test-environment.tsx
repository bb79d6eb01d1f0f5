import type { BlockEnvironment } from './block-context'

/** Stands in for every CMS image: a local picture, so stories need no network and keep stable pixels. */
const picture = new URL('./test/pool.svg', import.meta.url).href

/** A minimal environment for tests and stories: plain <img> and <a>. */
export const testEnvironment: BlockEnvironment = {
  Image: ({ image, alt, className, priority, fit }) => (
    <img
      data-fit={fit}
      // filling the box as the site's image does with `fit`, apart from the caller's classes
      style={fit && fit !== 'none' ? { width: '100%', height: '100%', objectFit: fit } : undefined}
      src={picture}
      data-image-id={image.id}
      data-priority={priority ? '' : undefined}
      alt={alt}
      width={image.width ?? 1600}
      height={image.height ?? 1000}
      className={className}
    />
  ),
  Link: ({ url, children, ...props }) => (
    <a href={url} {...props}>
      {children}
    </a>
  ),
  // No video file in tests: the poster stays visible, as when a video cannot load.
  videoUrl: (video) => `/test/${video.id}.mp4`,
}
