import type { BlockEnvironment } from '@lamella/blocks'
import { videoUrl } from '#app/shared/media'
import { CmsImage } from './cms-image'
import { SiteLink } from './site-link'

/**
 * Blocks (and the block components a page uses outside blocks, like the project gallery) draw
 * CMS images through the media proxy and links as site links (already resolved).
 */
export const blockEnvironment: BlockEnvironment = {
  Image: CmsImage,
  Link: ({ url, ...props }) => <SiteLink href={url} {...props} />,
  videoUrl: (video) => videoUrl(video.id),
}
