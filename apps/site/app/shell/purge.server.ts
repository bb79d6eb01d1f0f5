import { readSiteIndex, type SiteIndex } from '@lamella/cms'
import { locales } from '@lamella/i18n'
import { jwtVerify } from 'jose'
import { publishedCms } from '#app/shared/cms/cms.server'
import { sitemapPath } from '#app/shared/paths'
import { createPurgeBus, type PurgeBus, type PurgeEvent } from '#app/shared/cache/purge-bus.server'
import { purgeProxy, type ProxyPurgeResult } from '#app/shared/cache/proxy-purge.server'
import { sharedRedis } from '#app/shared/cache/redis.server'
import { usedTokens } from '#app/shared/security/single-use.server'
import { pageCache } from './site-cache.server'
import { siteEntries } from '#app/shared/seo/sitemap.server'
import { env } from '#app/env.server'
import { dropSearchIndexes } from '#app/features/search/index.server'
import { refreshRedirects } from '#app/shared/redirects/redirects.server'

export type { PurgeEvent } from '#app/shared/cache/purge-bus.server'

/**
 * The claims of a purge request from the CMS's publish flow: an HS256 token signed with
 * `PURGE_SECRET`, at most five minutes old, with a `jti` not used before. Undefined for anything
 * else, a replayed token included.
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
      requiredClaims: ['jti', 'iat'],
    })
    const expiresAt = (payload.exp ?? payload.iat! + 300) as number
    if (!(await usedTokens().claim('purge', String(payload.jti), expiresAt))) return undefined
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
 * stay as the stale-if-error fallback. A file change also drops that file's cached images. The
 * site search's indexes are dropped too, and rebuilt from fresh reads on their next search.
 */
export function purgeThisNode(event: PurgeEvent) {
  generation += 1
  publishedCms().cache.invalidate()
  if (event.collection === 'directus_files') {
    publishedCms().assetCache.invalidate(event.keys.map((key) => `file:${key}`))
  }
  pageCache.purge()
  dropSearchIndexes()
  // the redirects are read again at once: a changed slug leads on from its first next request
  void refreshRedirects()
}

/**
 * Purges this process has had. A render thread (`render-thread.ts`) holds content reads of its
 * own: each render it is given carries this count, and the thread drops its reads when the count
 * moved since its last render, before that render reads anything. Carried with the render, the
 * purge can never arrive after it.
 */
let generation = 0
export const purgeGeneration = () => generation

let seenGeneration = 0
/** In a render thread: drops the content reads the server thread's purges have dropped since. */
export function catchUpPurges(latest: number) {
  if (latest === seenGeneration) return
  seenGeneration = latest
  publishedCms().cache.invalidate()
  dropSearchIndexes()
}

let bus: PurgeBus | undefined
/** This process's purge bus: over `REDIS_URL` when set (subscribed from the first call on). */
export function purgeBus(): PurgeBus {
  bus ??= createPurgeBus({ onPurge: purgeThisNode, redis: sharedRedis() })
  return bus
}

/**
 * Every URL the proxy may hold: the site's pages in every language (those left out of the
 * sitemaps too), the sitemaps, robots.
 */
export function proxyPaths(indexes: SiteIndex[]): Set<string> {
  const paths = new Set<string>(['/robots.txt', sitemapPath()])
  for (const { code } of locales) paths.add(sitemapPath(code))
  for (const index of indexes) {
    for (const entry of siteEntries(index)) {
      for (const path of Object.values(entry.paths)) if (path) paths.add(path)
    }
  }
  return paths
}

export interface PurgeReport {
  /** site processes that dropped their caches, and how many Redis delivered the purge to */
  nodes: number
  expectedNodes: number
  proxy?: ProxyPurgeResult
}

const readIndex = () =>
  readSiteIndex(publishedCms()).catch((error: unknown) => {
    console.error('purge: the site index could not be read', error)
    return undefined
  })

/**
 * The purge on publish, through every layer (ADR 025): every site node drops its page cache and
 * CMS reads (purge bus), then, once they all have, the proxy in front (`PROXY_PURGE_URL`) drops
 * every URL the site had before the change and has after it: a deleted page goes as well as one
 * whose content changed.
 */
export async function purge(
  event: PurgeEvent,
  proxyPurgeUrl = env().PROXY_PURGE_URL,
): Promise<PurgeReport> {
  const before = proxyPurgeUrl ? await readIndex() : undefined
  const { nodes, expected } = await purgeBus().publish(event)
  const report: PurgeReport = { nodes, expectedNodes: expected }
  if (!proxyPurgeUrl) return report
  const after = await readIndex()
  const indexes = [before, after].filter((index): index is SiteIndex => index !== undefined)
  report.proxy = await purgeProxy(proxyPurgeUrl, proxyPaths(indexes))
  return report
}
