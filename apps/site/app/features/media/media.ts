import { CmsBusyError, type CmsAsset } from '@lamella/cms'
import { servicesOf } from '#app/shared/request.server'
import { isCmsUnavailable } from '#app/shared/cms/cms-unavailable.server'
import { mediaWidths } from '#app/shared/media'
import { notFound } from '#app/shared/not-found'
import { requestPath } from '#app/shared/paths'
import type { Route } from './+types/media'

const formats = new Set(['webp', 'jpg', 'avif', 'png'] as const)
type Format = typeof formats extends Set<infer F> ? F : never
const isFormat = (value: string): value is Format => formats.has(value as Format)
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** How long a client is asked to wait when the CMS cannot give a picture (as for a page). */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 30

/** A picture that cannot be had now: 503 with `Retry-After`, never stored by a cache. */
function comeBackLater(seconds: number) {
  return new Response(null, {
    status: 503,
    headers: { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' },
  })
}

/**
 * Serves CMS images through the site: the reader token stays on the server, only the widths and
 * formats of `mediaWidths` are transformable (nobody can make Directus render arbitrary sizes),
 * and the bytes come from libs/cms: its memory cache, then the picture store on disk, and only
 * for a variant neither holds from Directus, a few at a time (ADR 047). Served with a validator
 * and a week of browser cache. A picture that would have to wait for too many others, or that the
 * CMS cannot give now, answers 503 with `Retry-After`, so a crawler backs off; pages never wait
 * for pictures. `X-Cache` says whether Directus was asked (MISS) or not (HIT), `Server-Timing`
 * where the bytes came from and how long that took.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const width = Number(url.searchParams.get('w') ?? mediaWidths[mediaWidths.length - 1])
  const format = url.searchParams.get('f') ?? 'webp'
  if (!uuid.test(params.id) || !(mediaWidths as readonly number[]).includes(width)) {
    throw notFound('route', requestPath(request))
  }
  if (!isFormat(format)) throw notFound('route', requestPath(request))
  const started = performance.now()
  let asset: CmsAsset | null
  try {
    asset = await servicesOf(context).cms.readAsset(params.id, { width, format })
  } catch (error) {
    if (error instanceof CmsBusyError) return comeBackLater(error.retryAfterSeconds)
    if (!isCmsUnavailable(error)) throw error
    console.error(`CMS unavailable for ${requestPath(request)}:`, (error as Error).message)
    return comeBackLater(UNAVAILABLE_RETRY_AFTER_SECONDS)
  }
  if (!asset) throw notFound('route', requestPath(request))
  const source = asset.source ?? 'cms'
  const headers = {
    'Content-Type': asset.contentType,
    'Cache-Control': 'public, max-age=604800, stale-while-revalidate=2592000',
    ETag: asset.etag,
    'X-Cache': source === 'cms' ? 'MISS' : 'HIT',
    'Server-Timing': `media;desc="${source}";dur=${(performance.now() - started).toFixed(1)}`,
  }
  if (request.headers.get('if-none-match') === asset.etag) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(asset.body, { headers })
}
