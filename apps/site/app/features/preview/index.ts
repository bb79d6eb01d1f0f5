/**
 * What preview offers the rest of the site: the banner over a draft. Visual editing is a lazy
 * island, imported by its path (`visual-editing`) where it is rendered.
 */
export { PreviewBanner } from './preview-banner'
