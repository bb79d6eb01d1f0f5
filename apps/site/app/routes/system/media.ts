import { cms } from '../../lib/cms/cms.server'
import { withCms } from '../../lib/cms/cms-unavailable.server'
import { mediaWidths } from '../../lib/media'
import { notFound } from '../../lib/not-found'
import { requestPath } from '../../lib/route-helpers.server'
import type { Route } from './+types/media'

const formats = new Set(['webp', 'jpg', 'avif', 'png'] as const)
type Format = typeof formats extends Set<infer F> ? F : never
const isFormat = (value: string): value is Format => formats.has(value as Format)
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Serves CMS images through the site: the reader token stays on the server, only the widths and
 * formats of `mediaWidths` are transformable (nobody can make Directus render arbitrary sizes),
 * and the bytes come from libs/cms's image cache, with a validator and a week of browser cache.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const width = Number(url.searchParams.get('w') ?? mediaWidths[mediaWidths.length - 1])
  const format = url.searchParams.get('f') ?? 'webp'
  if (!uuid.test(params.id) || !(mediaWidths as readonly number[]).includes(width)) {
    throw notFound('route', requestPath(request))
  }
  if (!isFormat(format)) throw notFound('route', requestPath(request))
  const asset = await withCms(request, () => cms().readAsset(params.id, { width, format }))
  if (!asset) throw notFound('route', requestPath(request))
  const headers = {
    'Content-Type': asset.contentType,
    'Cache-Control': 'public, max-age=604800, stale-while-revalidate=2592000',
    ETag: asset.etag,
  }
  if (request.headers.get('if-none-match') === asset.etag) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(asset.body, { headers })
}
