/**
 * The stack the end-to-end tests run against: a fresh Directus (own temp data dir, port 8155 by
 * default) and the built site (port 3155) reading it with the reader token, the CMS's publish flow
 * pointed at that site and its e-mails at the local mailbox `npm start` runs (MailDev, web view and
 * API on E2E_MAILBOX_PORT, 1155 by default), where the specs read them. Stays in the foreground;
 * Ctrl+C or SIGTERM stops both. Playwright starts it as its webServer, so `npm test` may run
 * while `npm start` is up.
 */
import { mkdirSync } from 'node:fs'
import { freePorts } from '../shared/ports.ts'
import {
  removeDataDir,
  startCms,
  startMailbox,
  startSite,
  type CmsHandle,
  type MailboxHandle,
  type SiteHandle,
} from './stack.ts'

const cmsPort = Number(process.env.E2E_CMS_PORT ?? 8155)
const sitePort = Number(process.env.E2E_SITE_PORT ?? 3155)
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? 1155)

let cms: CmsHandle | undefined
let site: SiteHandle | undefined
let mailbox: MailboxHandle | undefined
let stopping = false

async function stop(code: number) {
  if (stopping) return
  stopping = true
  await Promise.all([site?.stop(), cms?.stop(), mailbox?.stop()])
  if (cms) removeDataDir(cms.dataDir)
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
try {
  // Every mail the CMS sends lands in a fresh mailbox (apps/site/e2e/mailbox.ts reads it), never
  // at a real mail server; its SMTP side takes any free port, since only Directus needs to know it.
  const [smtpPort] = (await freePorts([mailboxPort + 1])) as [number]
  mailbox = await startMailbox({ webPort: mailboxPort, smtpPort })
  console.log(`[e2e-stack] mail in the mailbox on ${mailbox.url}`)
  cms = await startCms({
    port: cmsPort,
    siteUrl: `http://127.0.0.1:${sitePort}`,
    ...(dataDir ? { dataDir } : {}),
    mailbox,
    // the publishing schedule every ten seconds, not every minute: a test of it waits less
    env: { PUBLISH_SCHEDULE_CRON: '*/10 * * * * *' },
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
