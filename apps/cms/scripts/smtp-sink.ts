/**
 * A local SMTP server that accepts every message and keeps it: what the tests point Directus at
 * instead of a real mail server. No authentication and no TLS, on 127.0.0.1 and a free port
 * unless told otherwise. The CMS's own tests start one in their process; the e2e stack and
 * `npm start` deliver to MailDev instead, a mailbox a person can open.
 */
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import type { AddressObject } from 'mailparser'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface SinkMail {
  /** the envelope's recipients: where the message was delivered */
  to: string[]
  from: string
  replyTo: string
  subject: string
  html: string
  /** the HTML as text, for assertions that should not depend on markup */
  text: string
  /** Date.now() when it arrived */
  at: number
}

export interface SmtpSink {
  host: string
  port: number
  messages: SinkMail[]
  /** Resolves with the messages that match once there are `count` of them; rejects after the timeout. */
  waitFor(
    match: (mail: SinkMail) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<SinkMail[]>
  close(): Promise<void>
}

export interface SinkOptions {
  host?: string
  /** 0 (the default) picks a free port */
  port?: number
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((item) => item.value.map((entry) => entry.address ?? ''))
    .join(', ')

/** Waits until `read()` holds `count` messages that match, polling; lists what came on timeout. */
export async function waitForMessages(
  read: () => SinkMail[],
  match: (mail: SinkMail) => boolean,
  count = 1,
  timeoutMs = 20_000,
): Promise<SinkMail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = read().filter(match)
    if (found.length >= count) return found
    if (Date.now() > deadline) {
      const seen = read().map((mail) => `${mail.to.join(', ')}: ${mail.subject}`)
      throw new Error(
        `expected ${count} matching e-mail(s) within ${timeoutMs / 1000} s, found ${found.length}; ` +
          `received:\n${seen.join('\n') || '(none)'}`,
      )
    }
    await sleep(100)
  }
}

export async function startSmtpSink({
  host = '127.0.0.1',
  port = 0,
}: SinkOptions = {}): Promise<SmtpSink> {
  const messages: SinkMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: SinkMail = {
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            replyTo: addresses(parsed.replyTo),
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            at: Date.now(),
          }
          messages.push(mail)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.server.address() as AddressInfo
  return {
    host,
    port: address.port,
    messages,
    waitFor: (match, count, timeoutMs) => waitForMessages(() => messages, match, count, timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
