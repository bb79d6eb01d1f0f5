import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  CmsError,
  createCmsClient,
  createQuoteRequest,
  isTransientCmsFailure,
  type CmsClient,
  type QuoteRequestRecord,
} from '@lamella/cms'
import { reportServerAlert } from '#app/shared/runtime/error-reporting.server'
import { OUTBOX_FILE, openOutbox, type Outbox } from './outbox.server'
import { quoteSettings } from './settings.server'
import { env } from '#app/env.server'

let writer: CmsClient | undefined
/** The form writer's client: create-only on quote_requests, with a timeout, never cached. */
function formCms(): CmsClient {
  if (!writer) {
    const { DIRECTUS_FORM_TOKEN: token, DIRECTUS_URL: url } = env()
    if (!token) throw new Error('DIRECTUS_FORM_TOKEN is not set: start the site with `npm start`.')
    writer = createCmsClient({
      url,
      token,
      cacheTtlMs: 0,
      timeoutMs: quoteSettings().cmsTimeoutMs,
    })
  }
  return writer
}

// apps/site/data, from app/features/quote in development and from build/server in production.
const defaultOutboxDir = () =>
  fileURLToPath(
    new URL(import.meta.url.includes('/build/') ? '../../data' : '../../../data', import.meta.url),
  )

/**
 * Whether Directus refused the form writer itself (401: a revoked token or a suspended account;
 * 403: its policy lost the create permission). That is not the request's fault, and an operator
 * can set it right: the request waits in the outbox meanwhile, and the operator is alerted.
 */
export function isWriterRefused(error: unknown): boolean {
  return error instanceof CmsError && (error.status === 401 || error.status === 403)
}

/** At most one alert a minute: each waiting request retries, and one alert says it all. */
const ALERT_INTERVAL_MS = 60_000
let lastAlertAt = Number.NEGATIVE_INFINITY
let unsaid = 0

/**
 * Tells an operator that the CMS refuses the form writer: an error in the log and, when error
 * reporting is on, a report. Neither names a visitor: only the status and how many wait.
 */
export function alertWriterRefused(status: number | undefined, now = Date.now()): void {
  unsaid += 1
  if (now - lastAlertAt < ALERT_INTERVAL_MS) return
  const waiting = outbox?.pending() ?? 0
  const message =
    `ALERT quote requests: the CMS refused the form writer (${status}); ${waiting} request(s) ` +
    `wait in the outbox and are retried. Check DIRECTUS_FORM_TOKEN and the form writer's ` +
    `account in Directus (${unsaid} refusal(s) since the last alert).`
  lastAlertAt = now
  unsaid = 0
  console.error(message)
  reportServerAlert(message, { alert: 'quote-writer-refused', status: String(status) })
}

/** A failed delivery from the outbox, logged without the request (it holds personal data). */
function deliveryFailed(id: string, error: unknown) {
  if (isWriterRefused(error)) {
    alertWriterRefused((error as CmsError).status)
    return
  }
  console.error(
    `outbox: delivery of ${id} failed:`,
    error instanceof Error ? error.message : String(error),
  )
}

let outbox: Outbox<QuoteRequestRecord> | undefined
/** The quote requests' outbox, opened and its deliverer started on first use. */
export function quoteOutbox(): Outbox<QuoteRequestRecord> {
  if (!outbox) {
    const settings = quoteSettings()
    outbox = openOutbox<QuoteRequestRecord>({
      dir: env().OUTBOX_DIR ?? defaultOutboxDir(),
      deliver: (record) => createQuoteRequest(formCms(), record),
      baseDelayMs: settings.outboxBaseDelayMs,
      maxDelayMs: settings.outboxMaxDelayMs,
      pollMs: settings.outboxPollMs,
      onError: deliveryFailed,
    })
    outbox.start()
  }
  return outbox
}

/**
 * Resumes delivering what a previous run of the site left in the outbox: called once when the
 * server starts. Opens nothing when there is no outbox file yet.
 */
export function resumeQuoteOutbox(): void {
  const dir = env().OUTBOX_DIR ?? defaultOutboxDir()
  if (existsSync(join(dir, OUTBOX_FILE))) quoteOutbox()
}

/**
 * Stores a request: in the CMS, or when the CMS is unreachable, slow, failing or refusing the
 * form writer, in the outbox (on disk before this returns). A refused writer also alerts an
 * operator. Resolves false only when neither took it, or when the CMS refused the request itself
 * (400: it does not fit the collection, which waiting will not change).
 */
export async function storeQuoteRequest(record: QuoteRequestRecord): Promise<boolean> {
  try {
    await createQuoteRequest(formCms(), record)
    return true
  } catch (error) {
    const writerRefused = isWriterRefused(error)
    if (!writerRefused && !isTransientCmsFailure(error)) {
      console.error('quote request refused by the CMS', error)
      return false
    }
    try {
      quoteOutbox().put(record.submission_id, record)
      if (writerRefused) alertWriterRefused((error as CmsError).status)
      else console.warn(`quote request ${record.submission_id} kept in the outbox: the CMS failed`)
      return true
    } catch (outboxError) {
      console.error('quote request lost: the CMS and the outbox both failed', error, outboxError)
      return false
    }
  }
}
