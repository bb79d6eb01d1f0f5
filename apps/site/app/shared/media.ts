/** Image widths the media proxy serves; the browser picks one through srcset. */
export const mediaWidths = [320, 480, 640, 800, 1024, 1280, 1600] as const

/** URL of a CMS image through the site's media proxy (the browser never talks to the CMS). */
export function mediaUrl(id: string, width: number, format: 'webp' | 'jpg' | 'avif' = 'webp') {
  return `/media/${id}?w=${width}&f=${format}`
}

/** URL of a CMS video through the site, served as stored (videos are not transformed). */
export function videoUrl(id: string) {
  return `/media/${id}/video`
}
