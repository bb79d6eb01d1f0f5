import type { SinkMail } from '@lamella/cms-server/smtp-sink'
import { readSpool, waitForMessages } from '@lamella/cms-server/smtp-sink'
import { e2eMailDir } from './stack-env'

/**
 * The e-mails the e2e stack's CMS sent. Its Directus delivers them to a local SMTP sink (started
 * by serve.ts for the run, see tools/scripts/e2e-stack.ts), which writes each one to
 * `e2eMailDir`; specs read them from there, since the sink lives in the stack's process.
 */
export function sentMails(): SinkMail[] {
  return readSpool(e2eMailDir)
}

/**
 * Waits until `count` sent e-mails match, e.g. `waitForMail((mail) => mail.to.includes(email))`
 * after a quote request; fails with what did arrive after `timeoutMs`. Directus sends them from
 * a flow that runs after the request is stored, so they come a moment after the success page.
 */
export function waitForMail(
  match: (mail: SinkMail) => boolean,
  count = 1,
  timeoutMs = 20_000,
): Promise<SinkMail[]> {
  return waitForMessages(sentMails, match, count, timeoutMs)
}

export { startSmtpSink } from '@lamella/cms-server/smtp-sink'
export type { SinkMail, SmtpSink } from '@lamella/cms-server/smtp-sink'
