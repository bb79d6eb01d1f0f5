import { setTimeout as sleep } from 'node:timers/promises'
import { e2eMailboxUrl } from './stack-env'

/** A mail as the specs read it back from the stack's mailbox. */
export interface Mail {
  /** the envelope's recipients: where the message was delivered */
  to: string[]
  /** the Reply-To addresses, comma-separated */
  replyTo: string
  subject: string
  html: string
}

/** What MailDev's API (`GET /email`) answers for each message, as far as the specs read it. */
interface MailDevMessage {
  envelope: { to: { address: string }[] }
  replyTo?: { address: string }[]
  subject?: string
  html?: string
}

/**
 * Every mail the stack's CMS sent so far, oldest first. The e2e stack delivers them to the same
 * local mailbox `npm start` runs (MailDev, tools/scripts/e2e-stack.ts); the specs read them over
 * its API, as a person would open them in its web view.
 */
export async function sentMails(): Promise<Mail[]> {
  const answer = await fetch(`${e2eMailboxUrl}/email`)
  if (!answer.ok) throw new Error(`the mailbox at ${e2eMailboxUrl} answered ${answer.status}`)
  return ((await answer.json()) as MailDevMessage[]).map((message) => ({
    to: message.envelope.to.map((recipient) => recipient.address),
    replyTo: (message.replyTo ?? []).map((entry) => entry.address).join(', '),
    subject: message.subject ?? '',
    html: message.html ?? '',
  }))
}

/**
 * Waits until `count` sent mails match, e.g. `waitForMail((mail) => mail.to.includes(email))`
 * after a quote request; fails with what did arrive after `timeoutMs`. Directus sends them after
 * the request is stored, so they come a moment after the success page.
 */
export async function waitForMail(
  match: (mail: Mail) => boolean,
  count = 1,
  timeoutMs = 20_000,
): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = await sentMails()
    const found = mails.filter(match)
    if (found.length >= count) return found
    if (Date.now() > deadline) {
      const seen = mails.map((mail) => `${mail.to.join(', ')}: ${mail.subject}`)
      throw new Error(
        `expected ${count} matching mail(s) within ${timeoutMs / 1000} s, found ${found.length}; ` +
          `received:\n${seen.join('\n') || '(none)'}`,
      )
    }
    await sleep(250)
  }
}
