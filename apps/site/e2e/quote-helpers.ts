import { setTimeout as sleep } from 'node:timers/promises'
import { loginAdmin, type CmsAdmin } from './cms-admin'
import { cmsEnvFile } from './stack-env'

/** A configuration the seeded Horizon line (the first pool) allows, as the configurator links it. */
export const configuration = 'pool=1&color=blue&length=10&width=4&stair=wide_lounge'
/** The site refuses forms sent sooner than this after they were rendered (a bot's speed). */
export const MIN_FILL_MS = 3_000
/**
 * A sent step answers after the CMS write (up to its 5 s timeout, then the outbox keeps it): on a
 * loaded machine that outlasts expect's 5 s, so what follows a submit waits longer.
 */
export const SENT = { timeout: 15_000 }

/** Waits until the form has been on screen for longer than a person needs at the least. */
export async function afterMinimumFillTime(renderedAt: number) {
  const wait = MIN_FILL_MS + 300 - (Date.now() - renderedAt)
  if (wait > 0) await sleep(wait)
}

/** The admin of the CMS whose data directory is `dataDir`. */
export function adminOf(url: string, dataDir: string): Promise<CmsAdmin> {
  const secrets = cmsEnvFile(dataDir, 'secrets.env')
  return loginAdmin({
    url,
    admin: { email: secrets.ADMIN_EMAIL ?? '', password: secrets.ADMIN_PASSWORD ?? '' },
  })
}

export interface StoredRequest {
  id: number
  submission_id: string
  kind: string
  locale: string
  name: string
  email: string
  address: string
  postal_code: string
  municipality: string | null
  country: string | null
  region: string | null
  pool_built: string
  pool: number | null
  color: string | null
  length: number | null
  stair: string | null
  dealer: number | null
  consent: boolean
}

export function requestsNamed(admin: CmsAdmin, name: string) {
  return admin.get<StoredRequest[]>(
    `/items/quote_requests?filter[name][_eq]=${encodeURIComponent(name)}&limit=-1`,
  )
}
