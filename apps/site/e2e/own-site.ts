import { startSite, type SiteHandle } from '@lamella/tools/stack'
import { cmsUrl } from './fixtures'
import { e2eCmsEnv, freePort } from './stack-env'

/**
 * A site of a spec's own on a free port, reading the e2e stack's CMS, its output left out. Its
 * CMS reads wait as long as the e2e stack's (10 s): on a busy machine one may outlast
 * production's 2 s, and the page's 503 would fail what the spec is about.
 */
export async function startOwnSite(env: Record<string, string> = {}): Promise<SiteHandle> {
  return startSite({
    port: await freePort(),
    cms: { url: cmsUrl, tokens: e2eCmsEnv('tokens.env') },
    stdio: 'ignore',
    env: { CMS_TIMEOUT_MS: '10000', ...env },
  })
}
