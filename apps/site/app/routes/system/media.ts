import { mediaWidths } from '../../lib/media'
import { notFound } from '../../lib/not-found'
import { requestPath } from '../../lib/route-helpers.server'
import type { Route } from './+types/media'

const formats = new Set(['webp', 'jpg', 'avif', 'png'])
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Serves CMS images through the site: the reader token stays on the server, and only the widths
 * and formats of `mediaWidths` are transformable, so nobody can make Directus render arbitrary sizes.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const width = Number(url.searchParams.get('w') ?? mediaWidths[mediaWidths.length - 1])
  const format = url.searchParams.get('f') ?? 'webp'
  if (
    !uuid.test(params.id) ||
    !(mediaWidths as readonly number[]).includes(width) ||
    !formats.has(format)
  ) {
    throw notFound('route', requestPath(request))
  }
  const cmsUrl = process.env.DIRECTUS_URL ?? 'http://127.0.0.1:8055'
  const upstream = await fetch(
    `${cmsUrl}/assets/${params.id}?width=${width}&format=${format}&quality=78&withoutEnlargement=true`,
    { headers: { Authorization: `Bearer ${process.env.DIRECTUS_TOKEN ?? ''}` } },
  )
  if (!upstream.ok || !upstream.body) {
    if (upstream.status === 403 || upstream.status === 404)
      throw notFound('route', requestPath(request))
    return new Response(null, { status: 502 })
  }
  return new Response(upstream.body, {
    headers: {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
