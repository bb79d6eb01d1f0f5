import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  createCmsClient,
  createQuoteRequest,
  isTransientCmsFailure,
  listDealers,
  type CmsClient,
  type QuoteRequestRecord,
} from '@lamella/cms'
import { toTag, type Locale } from '@lamella/i18n'
import { createTranslator, translatorFor } from '@lamella/i18n/server'
import { createErrorMap } from '@lamella/i18n/validation'
import { data } from 'react-router'
import { cms } from '../../lib/cms.server'
import { withCms } from '../../lib/cms-unavailable.server'
import {
  configurationSchema,
  readConfiguration,
  type Configuration,
  type PoolLine,
} from '../../lib/configuration'
import { loadPoolLines } from '../../lib/configuration.server'
import { findDealers, type DealerSearch } from '../../lib/dealers.server'
import {
  HONEYPOT_FIELD,
  checkFillTime,
  checkHoneypot,
  checkOrigin,
  clientAddress,
  createRateLimit,
  formSecret,
  issueFormStamp,
  readFormBody,
  type FormStamp,
  type Rejection,
} from '../../lib/form-guard.server'
import { buildHead } from '../../lib/head.server'
import { requireLocale } from '../../lib/locale.server'
import { sharedRedis } from '../../lib/redis.server'
import { OUTBOX_FILE, openOutbox, type Outbox } from '../../lib/outbox.server'
import { everyLanguage } from '../../lib/paths'
import {
  emptyQuoteValues,
  quoteLabels,
  quoteRequestSchema,
  quoteStepSchema,
  readQuoteForm,
  type QuoteFormValues,
  type QuoteRequest,
  type QuoteStep,
} from '../../lib/quote-request'
import { siteContext } from '../../lib/route-helpers.server'
import { siteOrigin } from '../../lib/site-url.server'

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback
}

/** Limits, each configurable for tests and deployments (docs/decisions/019). */
const settings = () => ({
  maxBodyBytes: number(process.env.QUOTE_MAX_BODY_BYTES, 16 * 1024),
  minFillMs: number(process.env.QUOTE_MIN_FILL_MS, 3_000),
  maxFillMs: number(process.env.QUOTE_MAX_FILL_MS, 24 * 60 * 60 * 1000),
  cmsTimeoutMs: number(process.env.QUOTE_CMS_TIMEOUT_MS, 5_000),
})

// Every post counts, the steps of a form without JavaScript too: 30 in 10 minutes leaves a
// person room to correct mistakes and stops a script filling the CMS.
let rateLimit: ReturnType<typeof createRateLimit> | undefined
const quoteRateLimit = () =>
  (rateLimit ??= createRateLimit({
    points: number(process.env.QUOTE_RATE_LIMIT, 30),
    durationSeconds: number(process.env.QUOTE_RATE_WINDOW_SECONDS, 600),
    redis: sharedRedis(),
    keyPrefix: 'lamella:rate:quote',
  }))

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
      timeoutMs: settings().cmsTimeoutMs,
    })
  }
  return writer
}

// apps/site/data, from app/routes/quote in development and from build/server in production.
const defaultOutboxDir = () =>
  fileURLToPath(
    new URL(import.meta.url.includes('/build/') ? '../../data' : '../../../data', import.meta.url),
  )

let outbox: Outbox<QuoteRequestRecord> | undefined
/** The quote requests' outbox, opened and its deliverer started on first use. */
export function quoteOutbox(): Outbox<QuoteRequestRecord> {
  if (!outbox) {
    outbox = openOutbox<QuoteRequestRecord>({
      dir: process.env.OUTBOX_DIR ?? defaultOutboxDir(),
      deliver: (record) => createQuoteRequest(formCms(), record),
      baseDelayMs: number(process.env.OUTBOX_BASE_DELAY_MS, 1_000),
      maxDelayMs: number(process.env.OUTBOX_MAX_DELAY_MS, 5 * 60_000),
      pollMs: number(process.env.OUTBOX_POLL_MS, 1_000),
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

/** The configuration the URL names, or null when it names none or one that does not fit. */
function configurationOf(url: URL, lines: readonly PoolLine[]): Configuration | null {
  const parsed = configurationSchema(lines).safeParse(readConfiguration(url.searchParams))
  return parsed.success ? parsed.data : null
}

const noStore = { 'Cache-Control': 'no-store' }

export async function loadQuoteScreen({
  request,
  params,
}: {
  request: Request
  params: { lang?: string }
}) {
  const locale = requireLocale(params, request)
  const [site, lines] = await Promise.all([
    siteContext(request, locale),
    withCms(request, () => loadPoolLines(locale)),
  ])
  const configuration = configurationOf(new URL(request.url), lines)
  const head = buildHead({
    locale,
    brand: site.global.brand,
    title: site.t('quote.title'),
    description: site.t('quote.description'),
    paths: everyLanguage({ kind: 'section', section: 'quote' }),
    crumbs: site.crumbs('quote'),
  })
  return data(
    {
      head,
      lines,
      configuration,
      /** a fresh id and render stamp per render: the page is never cached */
      stamp: issueFormStamp(formSecret()),
    },
    { headers: noStore },
  )
}

export type QuoteOutcome =
  /** the request is in the CMS or, while it is down, safely in the outbox */
  | { status: 'sent' }
  /** neither the CMS nor the outbox took it */
  | { status: 'failed'; values: QuoteFormValues; stamp: FormStamp }
  /** the form again, at `step`, with what the visitor entered and why it did not go on */
  | {
      status: 'form'
      step: QuoteStep
      values: QuoteFormValues
      stamp: FormStamp
      errors: Partial<Record<string, string>>
      rejection?: string
      dealers?: DealerSearch
      allDealers?: boolean
    }

const rejectionStatus: Record<Rejection, number> = {
  rateLimited: 429,
  honeypot: 400,
  tooFast: 400,
  expired: 400,
  origin: 403,
  tooLarge: 413,
}

function rejectionText(locale: Locale, reason: Rejection, retryAfterSeconds = 60) {
  const t = translatorFor(locale)
  if (reason === 'rateLimited') {
    return t('quoteRequest.rejected.rateLimited', {
      minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
    })
  }
  return t(`quoteRequest.rejected.${reason}`)
}

function issuesByField(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<string, string>> = {}
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form'
    errors[key] ??= issue.message
  }
  return errors
}

function toRecord(request: QuoteRequest, locale: Locale, submissionId: string): QuoteRequestRecord {
  const config = request.configuration
  return {
    submission_id: submissionId,
    kind: request.kind,
    locale: toTag(locale),
    name: request.name,
    email: request.email,
    phone: request.phone || null,
    address: request.address,
    postal_code: request.postalCode,
    pool_built: request.poolBuilt,
    message: request.message || null,
    consent: request.consent,
    pool: config?.pool ?? null,
    color: config?.color ?? null,
    length: config?.length ?? null,
    width: config?.width ?? null,
    stair: config?.stair ?? null,
    dealer: request.dealer === null ? null : Number(request.dealer),
  }
}

/**
 * Stores a request: in the CMS, or when the CMS is unreachable, slow or failing, in the outbox
 * (on disk before this returns). Resolves false only when neither took it.
 */
async function store(record: QuoteRequestRecord): Promise<boolean> {
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

export async function quoteAction({
  request,
  params,
}: {
  request: Request
  params: { lang?: string }
}) {
  const locale = requireLocale(params, request)
  const t = createTranslator(locale)
  const limits = settings()
  const secret = formSecret()
  const reply = (outcome: QuoteOutcome, status = 200, headers: Record<string, string> = {}) =>
    data(outcome, { status, headers: { ...noStore, ...headers } })
  const refuse = (
    reason: Rejection,
    values: QuoteFormValues,
    stamp: FormStamp,
    retryAfterSeconds?: number,
  ) =>
    reply(
      {
        status: 'form',
        step: 'details',
        values,
        stamp,
        errors: {},
        rejection: rejectionText(locale, reason, retryAfterSeconds),
      },
      rejectionStatus[reason],
      retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {},
    )

  const origin = checkOrigin(request, [siteOrigin(), new URL(request.url).origin])
  if (!origin.ok) return refuse(origin.reason, emptyQuoteValues, issueFormStamp(secret))

  const limited = await quoteRateLimit().consume(clientAddress())
  if (!limited.ok) {
    return refuse(
      limited.reason,
      emptyQuoteValues,
      issueFormStamp(secret),
      limited.retryAfterSeconds,
    )
  }

  const body = await readFormBody(request, limits.maxBodyBytes)
  if (!body.ok) return refuse(body.reason, emptyQuoteValues, issueFormStamp(secret))
  const form = body.form
  const { configuration: rawConfiguration, ...values } = readQuoteForm(form)
  const submissionId = form.get('submissionId') ?? ''
  const stamp: FormStamp = { submissionId, stamp: form.get('stamp') ?? '' }
  // A fresh stamp for the same submission: the request stays one, whatever the visitor retries.
  const renewed = () => issueFormStamp(secret, Date.now(), submissionId || undefined)

  const honeypot = checkHoneypot(form.get(HONEYPOT_FIELD))
  if (!honeypot.ok) return refuse(honeypot.reason, values, stamp)

  const errorMap = createErrorMap(t, { labels: quoteLabels(t), locale })
  const intent = form.get('intent')
  const showForm = (
    step: QuoteStep,
    extra: Partial<Extract<QuoteOutcome, { status: 'form' }>> = {},
    status = 200,
  ) => reply({ status: 'form', step, values, stamp, errors: {}, ...extra }, status)

  if (intent === 'back') return showForm('details')

  const details = quoteStepSchema(t, 'details').safeParse(values, { error: errorMap })
  if (!details.success) {
    return showForm('details', { errors: issuesByField(details.error.issues) }, 400)
  }

  if (intent === 'next' || intent === 'all-dealers') {
    if (values.kind !== 'appointment') return showForm('details')
    const all = intent === 'all-dealers'
    const dealers = await withCms(request, () => findDealers(locale, values.postalCode, { all }))
    return showForm('dealer', { dealers, allDealers: all })
  }

  const lines = await withCms(request, () => loadPoolLines(locale))
  const parsed = quoteRequestSchema(t, lines).safeParse(
    { ...values, configuration: rawConfiguration },
    { error: errorMap },
  )
  if (!parsed.success) {
    const errors = issuesByField(parsed.error.issues)
    if (errors.configuration) errors.configuration = t('quoteRequest.invalidConfiguration')
    const step: QuoteStep =
      errors.dealer && Object.keys(errors).every((key) => key === 'dealer') ? 'dealer' : 'details'
    const dealers =
      step === 'dealer'
        ? await withCms(request, () => findDealers(locale, values.postalCode))
        : undefined
    return showForm(step, { errors, dealers }, 400)
  }
  if (parsed.data.dealer !== null) {
    const known = await withCms(request, () => listDealers(cms()))
    if (!known.some((dealer) => String(dealer.id) === parsed.data.dealer)) {
      const dealers = await withCms(request, () => findDealers(locale, values.postalCode))
      return showForm(
        'dealer',
        { errors: { dealer: t('validation.choiceRequired') }, dealers },
        400,
      )
    }
  }

  const fill = checkFillTime(secret, submissionId, stamp.stamp, {
    minMs: limits.minFillMs,
    maxMs: limits.maxFillMs,
  })
  if (!fill.ok) {
    return reply(
      {
        status: 'form',
        step: parsed.data.dealer === null ? 'details' : 'dealer',
        values,
        stamp: fill.reason === 'expired' ? renewed() : stamp,
        errors: {},
        rejection: rejectionText(locale, fill.reason),
        ...(parsed.data.dealer === null
          ? {}
          : { dealers: await withCms(request, () => findDealers(locale, values.postalCode)) }),
      },
      rejectionStatus[fill.reason],
    )
  }

  const stored = await store(toRecord(parsed.data, locale, submissionId))
  if (!stored) return reply({ status: 'failed', values, stamp }, 503)
  return reply({ status: 'sent' })
}
