import { BroadcastChannel, isMainThread } from 'node:worker_threads'
import { createCmsCache, createCmsClient, type CmsClient } from '@lamella/cms'
import { env, type Env } from '#app/env.server'
import { mediaOptions } from './media-store.server'

let client: CmsClient | undefined
let previewClient: CmsClient | undefined

/**
 * How long one CMS attempt may take. Without a bound, a CMS that accepts a connection and never
 * answers holds every visitor of an uncached page for as long as it hangs (tools/faults measured
 * it). A read takes milliseconds; 2 s per attempt keeps a read and its one retry, or two reads one
 * after the other, inside the render's 5 s stream timeout. Image transformations get longer:
 * Directus encodes a cold AVIF for seconds on a busy machine. See docs/reliability.md.
 */
export function cmsTimeouts(settings: Env = env()) {
  return { timeoutMs: settings.CMS_TIMEOUT_MS, assetTimeoutMs: settings.CMS_ASSET_TIMEOUT_MS }
}

/**
 * The published site's client: the reader token stays on the server, never in a browser bundle.
 * Its pictures are kept in the picture store and asked for a few at a time (media-store.server.ts).
 */
export function publishedCms(): CmsClient {
  if (!client) {
    const { DIRECTUS_TOKEN: token, DIRECTUS_URL: url, CMS_CACHE_TTL_MS: ttlMs } = env()
    if (!token) throw new Error('DIRECTUS_TOKEN is not set: start the site with `npm start`.')
    const cache = createCmsCache({ ttlMs, ...(isMainThread ? {} : { onStore: shareRead }) })
    client = createCmsClient({ url, token, cache, ...cmsTimeouts(), ...mediaOptions() })
  }
  return client
}

/**
 * The content reads of a render thread (render-thread.ts), given to the request thread as well:
 * that one answers form posts, whose pages read the same content, and must find it there when
 * the CMS is away, as it did when it rendered every page itself.
 */
const reads = 'lamella:cms-reads'
let channel: BroadcastChannel | undefined

interface SharedRead {
  key: string
  value: unknown
  tags: readonly string[]
}

function shareRead(key: string, value: unknown, tags: readonly string[]) {
  if (!channel) {
    channel = new BroadcastChannel(reads)
    channel.unref()
  }
  try {
    channel.postMessage({ key, value, tags } satisfies SharedRead)
  } catch {
    // a value that cannot be cloned stays this thread's own
  }
}

/** On the request thread: keeps what the render threads read. */
export function takeSharedReads() {
  const listener = new BroadcastChannel(reads)
  listener.unref()
  listener.onmessage = (event) => {
    const { key, value, tags } = (event as { data: SharedRead }).data
    publishedCms().cache.put(key, value, tags)
  }
}

/** The editors' preview client: the previewer token reads drafts, and nothing is cached. */
export function draftsCms(): CmsClient {
  if (!previewClient) {
    const { DIRECTUS_PREVIEW_TOKEN: token, DIRECTUS_URL: url } = env()
    if (!token)
      throw new Error('DIRECTUS_PREVIEW_TOKEN is not set: start the site with `npm start`.')
    previewClient = createCmsClient({ url, token, drafts: true, ...cmsTimeouts() })
  }
  return previewClient
}
