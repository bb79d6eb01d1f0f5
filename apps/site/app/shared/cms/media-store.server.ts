import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openAssetStore, type AssetStore, type CmsClientOptions } from '@lamella/cms'
import { env, type Env } from '#app/env.server'

// apps/site/data, from app/shared/cms in development and from build/server in production.
const defaultDataDir = () =>
  fileURLToPath(
    new URL(import.meta.url.includes('/build/') ? '../../data' : '../../../data', import.meta.url),
  )

/**
 * How the published site gets its pictures (ADR 047), from the environment:
 * - `MEDIA_DIR` (default `apps/site/data/media`): the picture store, every variant the CMS made,
 *   kept across restarts; `MEDIA_STORE_MAX_MB` (default 1024) bounds it, 0 turns it off.
 * - `MEDIA_TRANSFORMS` (default 4): picture requests to the CMS at once per site process;
 *   `MEDIA_TRANSFORM_QUEUE` (default 64): how many more wait; beyond that a picture answers 503
 *   with `Retry-After`.
 */
export function mediaOptions(
  settings: Env = env(),
): Pick<CmsClientOptions, 'assetStore' | 'assetConcurrency' | 'assetQueue'> {
  const maxMb = settings.MEDIA_STORE_MAX_MB
  const store: AssetStore | undefined =
    maxMb > 0
      ? openAssetStore({
          dir: settings.MEDIA_DIR ?? join(defaultDataDir(), 'media'),
          maxBytes: maxMb * 1024 * 1024,
        })
      : undefined
  return {
    assetStore: store,
    assetConcurrency: settings.MEDIA_TRANSFORMS,
    assetQueue: settings.MEDIA_TRANSFORM_QUEUE,
  }
}
