import { AsyncLocalStorage } from 'node:async_hooks'
import { createCmsClient, type CmsClient } from '@lamella/cms'
import { env, type Env } from '../../env.server'
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
function publishedCms(): CmsClient {
  if (!client) {
    const { DIRECTUS_TOKEN: token, DIRECTUS_URL: url, CMS_CACHE_TTL_MS: cacheTtlMs } = env()
    if (!token) throw new Error('DIRECTUS_TOKEN is not set: start the site with `npm start`.')
    client = createCmsClient({ url, token, cacheTtlMs, ...cmsTimeouts(), ...mediaOptions() })
  }
  return client
}

/** The editors' preview client: the previewer token reads drafts, and nothing is cached. */
function draftsCms(): CmsClient {
  if (!previewClient) {
    const { DIRECTUS_PREVIEW_TOKEN: token, DIRECTUS_URL: url } = env()
    if (!token)
      throw new Error('DIRECTUS_PREVIEW_TOKEN is not set: start the site with `npm start`.')
    previewClient = createCmsClient({ url, token, drafts: true, ...cmsTimeouts() })
  }
  return previewClient
}

/**
 * Whether the request being handled is an editor's draft preview: set around the whole request
 * (loaders and render) by the server once the preview cookie checks out, so that no loader needs
 * to pass it on.
 */
const previewScope = new AsyncLocalStorage<true>()

export function runInPreview<T>(run: () => T): T {
  return previewScope.run(true, run)
}

export function inPreview(): boolean {
  return previewScope.getStore() === true
}

/** The CMS client of the current request: drafts in an editor's preview, else published only. */
export function cms(): CmsClient {
  return inPreview() ? draftsCms() : publishedCms()
}
