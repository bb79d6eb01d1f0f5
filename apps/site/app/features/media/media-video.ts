import { notFound } from '#app/shared/not-found'
import { requestPath } from '#app/shared/paths'
import type { Route } from './+types/media-video'
import { env } from '#app/env.server'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Streams a CMS video (a hero's background) through the site, so the reader token stays on the
 * server. Range requests pass through, because browsers fetch videos in ranges; anything that is
 * not a video is a 404, so this never serves other files of the CMS as they are stored.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!uuid.test(params.id)) throw notFound('route', requestPath(request))
  const { DIRECTUS_URL: base, DIRECTUS_TOKEN: token } = env()
  const range = request.headers.get('range')
  const upstream = await fetch(`${base}/assets/${params.id}`, {
    headers: {
      ...(token && { Authorization: `Bearer ${token}` }),
      ...(range && { Range: range }),
    },
    signal: request.signal,
  }).catch(() => null)
  const type = upstream?.headers.get('content-type') ?? ''
  if (!upstream?.ok || !type.startsWith('video/')) {
    await upstream?.body?.cancel()
    throw notFound('route', requestPath(request))
  }
  const headers = new Headers({
    'Content-Type': type,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=604800',
  })
  for (const name of ['content-length', 'content-range', 'etag', 'last-modified']) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(upstream.body, { status: upstream.status, headers })
}
