import { readFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const e2eSitePort = process.env.E2E_SITE_PORT ?? '3155'
export const e2eCmsPort = process.env.E2E_CMS_PORT ?? '8155'
/**
 * A stack someone else started (tools/scale: two sites behind the proxy, two Directus): the specs
 * run against `E2E_BASE_URL` and `E2E_CMS_URL`, Playwright starts no server, and the specs tagged
 * `@own-stack` (they start, stop or restart a CMS or a site of their own) are left out.
 */
export const e2eBaseUrl = process.env.E2E_BASE_URL?.replace(/\/+$/, '')
export const externalStack = e2eBaseUrl !== undefined
export const e2eCmsUrl =
  process.env.E2E_CMS_URL?.replace(/\/+$/, '') ?? `http://127.0.0.1:${e2eCmsPort}`
/** The shared stack's CMS data, where specs that edit content find the admin (one per CMS port). */
export const e2eCmsDataDir =
  process.env.E2E_CMS_DATA_DIR ?? join(tmpdir(), `lamella-e2e-cms-${e2eCmsPort}`)
export const e2eMailboxPort = process.env.E2E_MAILBOX_PORT ?? '1155'
/** The stack's local mailbox (MailDev), where every mail the CMS sent can be read. */
export const e2eMailboxUrl =
  process.env.E2E_MAILBOX_URL?.replace(/\/+$/, '') ?? `http://127.0.0.1:${e2eMailboxPort}`
/** The tag of specs that need a stack of their own, which an external stack cannot give them. */
export const OWN_STACK = '@own-stack'

/** A port nothing listens on now, for a CMS, site or stand-in a spec starts itself. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.on('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** A CMS data directory's `tokens.env` or `secrets.env`. */
export function cmsEnvFile(
  dataDir: string,
  name: 'tokens.env' | 'secrets.env',
): Record<string, string> {
  return Object.fromEntries(
    readFileSync(join(dataDir, name), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
}

/** The shared stack CMS's `tokens.env` or `secrets.env`: what a site of a spec's own is given. */
export function e2eCmsEnv(name: 'tokens.env' | 'secrets.env'): Record<string, string> {
  return cmsEnvFile(e2eCmsDataDir, name)
}
