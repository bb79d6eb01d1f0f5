import type { BlockEnvironment } from './block-context'

/** A minimal environment for tests and stories: plain <img> and <a>. */
export const testEnvironment: BlockEnvironment = {
  Image: ({ image, alt, className }) => (
    <img src={`/media/${image.id}`} alt={alt} width={image.width ?? 1600} height={image.height ?? 1000} className={className} />
  ),
  Link: ({ url, className, children }) => (
    <a href={url} className={className}>
      {children}
    </a>
  ),
}
