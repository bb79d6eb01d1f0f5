/**
 * Purges pages from the reverse proxy's cache in front of the site nodes (deploy/nginx, ADR 025).
 * nginx's cache-purge module (FRiCKLE 2.3, Debian's libnginx-mod-http-cache-purge) removes one
 * exact cache key per request, and the proxy keys each page by its URL and the encoding it stores
 * (br, gzip, none): a purge of everything is therefore one request per URL, per encoding, for the
 * page and its `.data` twin. The site's own URL list (the sitemap's) names every page without a
 * query; pages with one (filters, a list's pages) and not-found pages are kept by the proxy only a
 * minute (`s-maxage=60`, page-cache.server.ts), which bounds how long they outlive a publish.
 */

/** The encodings the proxy keys pages by: the values its `$lamella_encoding` map produces. */
export const PROXY_ENCODINGS = ['br', 'gzip', ''] as const

/** The path React Router's client fetches a page's data from (single fetch). */
export function dataPath(path: string): string {
  return path === '/' ? '/_root.data' : `${path.replace(/\/+$/, '')}.data`
}

export interface ProxyPurgeResult {
  /** purge requests sent */
  requests: number
  /** cached entries the proxy removed (200); the rest were not cached (404) */
  removed: number
  failed: number
}

/**
 * Sends `GET <purgeUrl><path>` with each encoding's `Accept-Encoding` for every path and its data
 * path, `concurrency` at a time.
 */
export async function purgeProxy(
  purgeUrl: string,
  paths: Iterable<string>,
  { concurrency = 16, fetchImpl = fetch }: { concurrency?: number; fetchImpl?: typeof fetch } = {},
): Promise<ProxyPurgeResult> {
  const base = purgeUrl.replace(/\/+$/, '')
  const jobs: [string, string][] = []
  for (const path of new Set(paths)) {
    for (const target of path.endsWith('.xml') || path.endsWith('.txt')
      ? [path]
      : [path, dataPath(path)]) {
      for (const encoding of PROXY_ENCODINGS) jobs.push([`${base}${target}`, encoding])
    }
  }
  const result: ProxyPurgeResult = { requests: jobs.length, removed: 0, failed: 0 }
  let next = 0
  async function worker() {
    while (next < jobs.length) {
      const [url, encoding] = jobs[next++]!
      try {
        const response = await fetchImpl(url, {
          headers: encoding ? { 'accept-encoding': encoding } : { 'accept-encoding': 'identity' },
        })
        await response.arrayBuffer()
        if (response.status === 200) result.removed++
        else if (response.status !== 404) result.failed++
      } catch {
        result.failed++
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker))
  return result
}
