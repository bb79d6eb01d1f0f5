import { jwtVerify } from 'jose'
import { cms } from './cms.server'
import { pageCache } from './site-cache.server'

export interface PurgeEvent {
  event: string
  collection: string
  keys: (string | number)[]
}

/**
 * The claims of a purge request from the CMS's publish flow: an HS256 token signed with
 * `PURGE_SECRET`, at most five minutes old. Undefined for anything else.
 */
export async function verifyPurge(
  authorization: string | null,
  secret: string | undefined,
): Promise<PurgeEvent | undefined> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  if (!token || !secret) return undefined
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      maxTokenAge: '5 minutes',
    })
    const keys = Array.isArray(payload.keys) ? payload.keys : []
    return {
      event: String(payload.event ?? ''),
      collection: String(payload.collection ?? ''),
      keys: keys.filter((key): key is string | number => ['string', 'number'].includes(typeof key)),
    }
  } catch {
    return undefined
  }
}

/**
 * Drops what a publish touches. Every content change purges all pages and all content reads
 * (ADR 011): every page embeds the navigation and cross-links other collections, so a finer
 * cut would be a dependency graph to keep right for a saving of a few renders. Purged entries
 * stay as the stale-if-error fallback. A file change also drops that file's cached images.
 */
export function purge(event: PurgeEvent) {
  cms().cache.invalidate()
  if (event.collection === 'directus_files') {
    cms().assetCache.invalidate(event.keys.map((key) => `file:${key}`))
  }
  pageCache.purge()
}
