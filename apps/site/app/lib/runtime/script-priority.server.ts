const MODULE_PRELOAD = '<link rel="modulepreload" '

/**
 * A document's scripts, fetched after what it shows. The document arrives whole and readable with
 * its styles inline; its scripts only make it interactive. React Router announces each one with
 * `<link rel="modulepreload">`, which Chromium fetches at high priority: on a slow connection they
 * take the bandwidth the page's largest image needs, and Lighthouse counts every high-priority
 * script as holding back the first paint. At low priority they still load at once, in parallel.
 *
 * React puts the links in the head, so only the head is searched (a pass over the whole document
 * cost about 2 % of a render).
 */
export function scriptsAfterContent(html: string): string {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return html
  const head = html.slice(0, headEnd)
  return (
    head.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD}fetchpriority="low" `) + html.slice(headEnd)
  )
}
