import { listRedirects, type Redirect } from '@lamella/cms'
import { env } from '#app/env.server'
import { publishedCms } from '#app/shared/cms/cms.server'

/**
 * The editors' redirects (Directus' `redirects`), answered by the server from memory before any
 * page: a request costs a lookup, never a CMS read. The table is read at start, again after every
 * purge (a publish changes it; the CMS adds one when a slug changes) and every few minutes, in
 * case a purge was missed. What the site counts of each is sent to the CMS once a minute.
 */

export type RedirectAnswer = { status: 301 | 302; location: string } | { status: 410 }

let table = new Map<string, Redirect>()
const hits = new Map<Redirect['id'], { count: number; last: string }>()
let timers: NodeJS.Timeout[] = []

/** A path as the redirects are written: decoded, without a trailing slash. */
function normalPath(pathname: string): string {
  let path = pathname
  try {
    path = decodeURI(pathname)
  } catch {
    // a malformed escape: compared as it came
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** Reads the table again; a CMS that does not answer leaves the last one in place. */
export async function refreshRedirects(): Promise<void> {
  try {
    const list = await listRedirects(publishedCms())
    table = new Map(list.map((entry) => [entry.source, entry]))
  } catch (error) {
    console.error('redirects: the table could not be read', error)
  }
}

/**
 * Where a request for `pathname` (with its `search`, kept when the target has none of its own)
 * leads, or undefined when no redirect starts there.
 */
export function redirectFor(pathname: string, search = ''): RedirectAnswer | undefined {
  const entry = table.get(normalPath(pathname))
  if (!entry) return undefined
  hits.set(entry.id, {
    count: (hits.get(entry.id)?.count ?? 0) + 1,
    last: new Date().toISOString(),
  })
  if (entry.code === 410 || !entry.target) return { status: 410 }
  const location = entry.target.includes('?') ? entry.target : `${entry.target}${search}`
  return { status: entry.code, location }
}

/** Sends the hits counted since the last time; kept for the next time when the CMS refuses. */
export async function flushRedirectHits(): Promise<void> {
  if (hits.size === 0) return
  const { DIRECTUS_URL: url, DIRECTUS_FORM_TOKEN: token } = env()
  if (!token) return
  const sent = [...hits.entries()].map(([id, { count, last }]) => ({ id, count, last }))
  hits.clear()
  try {
    const answer = await fetch(`${url}/redirect-keeper/hits`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ hits: sent }),
      signal: AbortSignal.timeout(5_000),
    })
    if (!answer.ok) throw new Error(`the CMS answered ${answer.status}`)
  } catch (error) {
    for (const { id, count, last } of sent)
      hits.set(id, { count: (hits.get(id)?.count ?? 0) + count, last })
    console.error('redirects: the hits were not counted', (error as Error).message)
  }
}

/** Reads the table now and keeps it and the hits current until the process ends. */
export function startRedirects(): Promise<void> {
  for (const timer of timers) clearInterval(timer)
  timers = [
    setInterval(() => void refreshRedirects(), 5 * 60_000).unref(),
    setInterval(() => void flushRedirectHits(), 60_000).unref(),
  ]
  return refreshRedirects()
}
