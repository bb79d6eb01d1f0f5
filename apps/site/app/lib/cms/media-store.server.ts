import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openAssetStore, type AssetStore, type CmsClientOptions } from '@lamella/cms'

// apps/site/data, from app/lib/cms in development and from build/server in production.
const defaultDataDir = () =>
  fileURLToPath(
    new URL(import.meta.url.includes('/build/') ? '../../data' : '../../../data', import.meta.url),
  )

const whole = (raw: string | undefined, fallback: number) =>
  raw !== undefined && /^\d+$/.test(raw.trim()) ? Number(raw) : fallback

/**
 * How the published site gets its pictures (ADR 047), from the environment:
 * - `MEDIA_DIR` (default `apps/site/data/media`): the picture store, every variant the CMS made,
 *   kept across restarts; `MEDIA_STORE_MAX_MB` (default 1024) bounds it, 0 turns it off.
 * - `MEDIA_TRANSFORMS` (default 4): picture requests to the CMS at once per site process;
 *   `MEDIA_TRANSFORM_QUEUE` (default 64): how many more wait; beyond that a picture answers 503
 *   with `Retry-After`.
 */
export function mediaOptions(
  env: Record<string, string | undefined> = process.env,
): Pick<CmsClientOptions, 'assetStore' | 'assetConcurrency' | 'assetQueue'> {
  const maxMb = whole(env.MEDIA_STORE_MAX_MB, 1024)
  const store: AssetStore | undefined =
    maxMb > 0
      ? openAssetStore({
          dir: env.MEDIA_DIR?.trim() || join(defaultDataDir(), 'media'),
          maxBytes: maxMb * 1024 * 1024,
        })
      : undefined
  return {
    assetStore: store,
    assetConcurrency: Math.max(1, whole(env.MEDIA_TRANSFORMS, 4)),
    assetQueue: whole(env.MEDIA_TRANSFORM_QUEUE, 64),
  }
}
