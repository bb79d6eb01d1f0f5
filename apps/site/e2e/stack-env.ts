import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const e2eSitePort = process.env.E2E_SITE_PORT ?? '3155'
export const e2eCmsPort = process.env.E2E_CMS_PORT ?? '8155'
/** The shared stack's CMS data, where specs that edit content find the admin (one per CMS port). */
export const e2eCmsDataDir = join(tmpdir(), `lamella-e2e-cms-${e2eCmsPort}`)
/** Where the e2e stack's SMTP sink keeps the e-mails the CMS sent (one per CMS port). */
export const e2eMailDir = join(tmpdir(), `lamella-e2e-mail-${e2eCmsPort}`)
