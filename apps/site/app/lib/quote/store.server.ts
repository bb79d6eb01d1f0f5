import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  createCmsClient,
  createQuoteRequest,
  isTransientCmsFailure,
  type CmsClient,
  type QuoteRequestRecord,
} from '@lamella/cms'
import { OUTBOX_FILE, openOutbox, type Outbox } from './outbox.server'
import { quoteSettings } from './settings.server'

let writer: CmsClient | undefined
/** The form writer's client: create-only on quote_requests, with a timeout, never cached. */
function formCms(): CmsClient {
  if (!writer) {
    const token = process.env.DIRECTUS_FORM_TOKEN
    if (!token) throw new Error('DIRECTUS_FORM_TOKEN is not set: start the site with `npm start`.')
    writer = createCmsClient({
      url: process.env.DIRECTUS_URL ?? 'http://127.0.0.1:8055',
      token,
      cacheTtlMs: 0,
      timeoutMs: quoteSettings().cmsTimeoutMs,
    })
  }
  return writer
}

// apps/site/data, from app/lib/quote in development and from build/server in production.
const defaultOutboxDir = () =>
  fileURLToPath(
    new URL(import.meta.url.includes('/build/') ? '../../data' : '../../../data', import.meta.url),
  )

let outbox: Outbox<QuoteRequestRecord> | undefined
/** The quote requests' outbox, opened and its deliverer started on first use. */
export function quoteOutbox(): Outbox<QuoteRequestRecord> {
  if (!outbox) {
    const settings = quoteSettings()
    outbox = openOutbox<QuoteRequestRecord>({
      dir: process.env.OUTBOX_DIR ?? defaultOutboxDir(),
      deliver: (record) => createQuoteRequest(formCms(), record),
      baseDelayMs: settings.outboxBaseDelayMs,
      maxDelayMs: settings.outboxMaxDelayMs,
      pollMs: settings.outboxPollMs,
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
  const dir = process.env.OUTBOX_DIR ?? defaultOutboxDir()
  if (existsSync(join(dir, OUTBOX_FILE))) quoteOutbox()
}

/**
 * Stores a request: in the CMS, or when the CMS is unreachable, slow or failing, in the outbox
 * (on disk before this returns). Resolves false only when neither took it.
 */
export async function storeQuoteRequest(record: QuoteRequestRecord): Promise<boolean> {
  try {
    await createQuoteRequest(formCms(), record)
    return true
  } catch (error) {
    if (!isTransientCmsFailure(error)) {
      console.error('quote request refused by the CMS', error)
      return false
    }
    try {
      quoteOutbox().put(record.submission_id, record)
      console.warn(`quote request ${record.submission_id} kept in the outbox: the CMS failed`)
      return true
    } catch (outboxError) {
      console.error('quote request lost: the CMS and the outbox both failed', error, outboxError)
      return false
    }
  }
}
