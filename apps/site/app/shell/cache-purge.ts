import { purge, verifyPurge } from './purge.server'
import type { Route } from './+types/cache-purge'
import { env } from '#app/env.server'

const noStore = { 'Cache-Control': 'no-store' }

/** POST /api/cache/purge: the CMS's publish flow tells the site what changed (signed). */
export async function action({ request }: Route.ActionArgs) {
  const event = await verifyPurge(request.headers.get('authorization'), env().PURGE_SECRET)
  if (!event) {
    return Response.json({ error: 'invalid signature' }, { status: 401, headers: noStore })
  }
  const report = await purge(event)
  return Response.json({ purged: event.collection, ...report }, { headers: noStore })
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST', ...noStore } })
}
