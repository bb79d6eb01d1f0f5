/**
 * The stack the end-to-end tests run against: a fresh Directus (own temp data dir, port 8155 by
 * default) and the built site (port 3155) reading it with the reader token, the CMS's publish flow
 * pointed at that site and its e-mails at an SMTP sink (E2E_MAIL_DIR). Stays in the foreground;
 * Ctrl+C or SIGTERM stops both. Playwright starts it as its webServer, so `npm test` may run
 * while `npm start` is up.
 */
import { mkdirSync, rmSync } from 'node:fs'
import { removeDataDir, startCms, startSite, type CmsHandle, type SiteHandle } from './stack.ts'

const cmsPort = Number(process.env.E2E_CMS_PORT ?? 8155)
const sitePort = Number(process.env.E2E_SITE_PORT ?? 3155)

let cms: CmsHandle | undefined
let site: SiteHandle | undefined
let stopping = false

async function stop(code: number) {
  if (stopping) return
  stopping = true
  await Promise.all([site?.stop(), cms?.stop()])
  if (cms) removeDataDir(cms.dataDir)
  if (mailSinkDir) rmSync(mailSinkDir, { recursive: true, force: true })
  process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

// Tests that edit content as an editor read the admin's credentials from a data directory they
// can name (E2E_CMS_DATA_DIR); what a stopped run left there is removed first.
const dataDir = process.env.E2E_CMS_DATA_DIR
if (dataDir) {
  removeDataDir(dataDir)
  mkdirSync(dataDir, { recursive: true })
}
// The CMS's e-mails (quote requests) go to a local SMTP sink that keeps them in this directory
// for the specs to read (apps/site/e2e/smtp-sink.ts); never to a real mail server.
const mailSinkDir = process.env.E2E_MAIL_DIR
if (mailSinkDir) rmSync(mailSinkDir, { recursive: true, force: true })

try {
  cms = await startCms({
    port: cmsPort,
    siteUrl: `http://127.0.0.1:${sitePort}`,
    ...(dataDir ? { dataDir } : {}),
    ...(mailSinkDir ? { mailSinkDir } : {}),
  })
  // As in production behind deploy/nginx: the proxy on this machine is trusted, so answers that
  // came over its HTTPS set Secure cookies (the Observatory spec stands behind it). The browsers,
  // Directus and the site share this machine's cores: a CMS read may take longer than the 2 s a
  // dedicated CMS is given in production, which would turn a page into a 503 that says nothing
  // about what a test checks (the fault specs bound their own site's reads).
  site = await startSite({
    port: sitePort,
    cms,
    env: { TRUST_PROXY: 'loopback', CMS_TIMEOUT_MS: '10000' },
  })
  // e2e tests that stop the CMS find it here, to start it again on the same data
  console.log(`[e2e-stack] CMS data in ${cms.dataDir}`)
  site.process.on('exit', (code) => {
    console.error(`[e2e-stack] site exited with ${code}`)
    void stop(1)
  })
} catch (error) {
  console.error(`[e2e-stack] ${(error as Error).message}`)
  await stop(1)
}
