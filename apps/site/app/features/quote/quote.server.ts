import {
  CmsError,
  defaultPromise,
  getGlobalSettings,
  listDealers,
  type CmsClient,
  type Dealer,
  type QuoteRequestRecord,
} from '@lamella/cms'
import {
  normalizePostalCode,
  postalCountry,
  postalDistrict,
  toTag,
  workingDaysAfter,
  type Locale,
} from '@lamella/i18n'
import { createTranslator, translatorFor } from '@lamella/i18n/server'
import { createErrorMap } from '@lamella/i18n/validation'
import { data } from 'react-router'
import { withCms } from '#app/shared/cms/cms-unavailable.server'
import {
  configurationSchema,
  readConfiguration,
  type Configuration,
  type PoolLine,
} from '#app/features/configurator'
import { loadPoolLines } from '#app/features/configurator/index.server'
import { findDealers, type DealerSearch } from '#app/features/dealers/index.server'
import {
  HONEYPOT_FIELD,
  checkFillTime,
  checkHoneypot,
  checkOrigin,
  formSecret,
  isGenuineStamp,
  issueFormStamp,
  readFormBody,
  type FormStamp,
  type Rejection,
} from '#app/shared/security/form-guard.server'
import { requireLocale } from '#app/shared/locale/locale.server'
import { lookupPlace } from '#app/shared/places/lookup.server'
import { places, type Place } from '#app/shared/places/places.server'
import {
  emptyQuoteValues,
  quoteLabels,
  quoteRequestSchema,
  quoteStepSchema,
  readQuoteForm,
  type QuoteFormValues,
  type QuoteRequest,
  type QuoteStep,
} from './quote-request'
import { CONSENT_VERSION } from './consent'
import type { QuoteOutcome } from './outcome'
import { quoteRequestLimit, quoteSettings, quoteStepLimit } from './settings.server'
import { storeQuoteRequest } from './store.server'
import { siteContext, type LoaderArgs } from '#app/shared/route-helpers.server'
import { siteOrigin } from '#app/shared/seo/site-url.server'
import { servicesOf } from '#app/shared/request.server'

/** The configuration the URL names, or null when it names none or one that does not fit. */
function configurationOf(url: URL, lines: readonly PoolLine[]): Configuration | null {
  const parsed = configurationSchema(lines).safeParse(readConfiguration(url.searchParams))
  return parsed.success ? parsed.data : null
}

const noStore = { 'Cache-Control': 'no-store' }

export async function loadQuoteScreen({ request, params, context }: LoaderArgs) {
  const locale = requireLocale(params, request)
  const services = servicesOf(context)
  const [site, lines] = await Promise.all([
    siteContext(request, locale, services),
    withCms(request, () => loadPoolLines(services.cms, locale)),
  ])
  const configuration = configurationOf(new URL(request.url), lines)
  const head = site.sectionHead('quote')
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

/**
 * The dealers a chosen one must be among, or undefined while the CMS cannot say: the request then
 * goes to the outbox with the dealer the form offered, rather than being lost.
 */
async function knownDealers(cms: CmsClient): Promise<Dealer[] | undefined> {
  try {
    return await listDealers(cms)
  } catch (error) {
    if (!(error instanceof CmsError)) throw error
    return undefined
  }
}

type Address = Pick<QuoteFormValues, 'postalCode' | 'municipality' | 'country'>

/** The country of the address the visitor gave, and the code its places are known by. */
function postalOf(values: Address) {
  const country = postalCountry(values.postalCode, values.country)
  return { country, code: postalDistrict(country, normalizePostalCode(country, values.postalCode)) }
}

/** The place of the address the visitor gave: its region goes with the request. */
function placeOf(values: Address) {
  const { country, code } = postalOf(values)
  const found = lookupPlace(places(), `${code} ${values.municipality}`, { country })
  return { country, code, place: found.status === 'found' ? found.place : undefined }
}

/**
 * The dealer step's list: the dealers nearest to the visitor's address. An address that is no
 * place we know ("0000 Nowhere") gets none: no dealer is chosen at random for it; the visitor
 * checks the address or asks the office for a quote by mail instead.
 */
async function dealersFor(
  cms: CmsClient,
  locale: Locale,
  values: QuoteFormValues,
  all = false,
): Promise<DealerSearch> {
  // the search looks the place up itself, once
  const { country, code } = postalOf(values)
  return findDealers(cms, locale, `${code} ${values.municipality}`, { all, country })
}

function toRecord(
  request: QuoteRequest,
  place: Place | undefined,
  locale: Locale,
  submissionId: string,
): QuoteRequestRecord {
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
    municipality: request.municipality,
    country: request.country,
    region: place?.region || null,
    // where the lead is, for the CMS to offer it to the next nearest dealer when it must
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    pool_built: request.poolBuilt,
    message: request.message || null,
    consent: request.consent,
    // set here, never by the browser: what the visitor saw is what this build shows
    consent_version: CONSENT_VERSION,
    pool: config?.pool ?? null,
    color: config?.color ?? null,
    length: config?.length ?? null,
    width: config?.width ?? null,
    stair: config?.stair ?? null,
    dealer: request.dealer === null ? null : Number(request.dealer),
  }
}

export async function quoteAction({ request, params, context }: LoaderArgs) {
  const locale = requireLocale(params, request)
  const services = servicesOf(context)
  const t = createTranslator(locale)
  const limits = quoteSettings()
  const secret = formSecret()
  const reply = (outcome: QuoteOutcome, status = 200, headers: Record<string, string> = {}) =>
    data(outcome, { status, headers: { ...noStore, ...headers } })

  const origin = checkOrigin(request, [siteOrigin(), new URL(request.url).origin])
  const body = origin.ok ? await readFormBody(request, limits.maxBodyBytes) : origin
  if (!body.ok) {
    const outcome: QuoteOutcome = {
      status: 'form',
      step: 'details',
      values: emptyQuoteValues,
      stamp: issueFormStamp(secret),
      errors: {},
      rejection: rejectionText(locale, body.reason),
    }
    return reply(outcome, rejectionStatus[body.reason])
  }
  const form = body.form
  const { configuration: rawConfiguration, ...values } = readQuoteForm(form)
  const submissionId = form.get('submissionId') ?? ''
  const stamp: FormStamp = { submissionId, stamp: form.get('stamp') ?? '' }
  const intent = form.get('intent')
  // From a dealer step that found no place: the same request, as a quote by mail to the office.
  if (intent === 'by-mail') Object.assign(values, { kind: 'mail', dealer: '' })
  const postedFrom: QuoteStep = form.get('step') === 'dealer' ? 'dealer' : 'details'

  /** The form again at `step`, with the dealers of the dealer step. */
  const showForm = async (
    step: QuoteStep,
    extra: Partial<Extract<QuoteOutcome, { status: 'form' }>> = {},
    status = 200,
    headers: Record<string, string> = {},
  ) => {
    const dealers =
      step === 'dealer' && !extra.dealers
        ? await withCms(request, () => dealersFor(services.cms, locale, values, extra.allDealers))
        : extra.dealers
    return reply(
      {
        status: 'form',
        step,
        values,
        stamp,
        errors: {},
        ...extra,
        ...(dealers ? { dealers } : {}),
      },
      status,
      headers,
    )
  }
  const refuse = (reason: Rejection, retryAfterSeconds?: number, step = postedFrom) =>
    showForm(
      step,
      { rejection: rejectionText(locale, reason, retryAfterSeconds) },
      rejectionStatus[reason],
      retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {},
    )

  // Without JavaScript the details step's one button sends; for an appointment the dealer step
  // comes first, with no choice made and so no error yet.
  const toDealers =
    intent === 'next' ||
    intent === 'all-dealers' ||
    (intent !== 'back' && postedFrom === 'details' && values.kind === 'appointment')
  const sending = intent !== 'back' && !toDealers

  // Requests sent are counted apart from the steps towards them (see settings.server.ts).
  const limited = await (sending ? quoteRequestLimit() : quoteStepLimit()).consume(services.client)
  if (!limited.ok) return refuse(limited.reason, limited.retryAfterSeconds)

  const honeypot = checkHoneypot(form.get(HONEYPOT_FIELD))
  if (!honeypot.ok) return refuse(honeypot.reason)

  if (intent === 'back') return showForm('details')

  const errorMap = createErrorMap(t, { labels: quoteLabels(t), locale })
  const details = quoteStepSchema(t, 'details').safeParse(values, { error: errorMap })
  if (!details.success) {
    return showForm('details', { errors: issuesByField(details.error.issues) }, 400)
  }

  if (toDealers) return showForm('dealer', { allDealers: intent === 'all-dealers' })

  const [lines, known] = await Promise.all([
    withCms(request, () => loadPoolLines(services.cms, locale)),
    values.kind === 'appointment' ? knownDealers(services.cms) : undefined,
  ])
  // With no dealer in the CMS an appointment still goes out: the office finds one.
  const parsed = quoteRequestSchema(t, lines, {
    dealerRequired: !known || known.length > 0,
  }).safeParse({ ...values, configuration: rawConfiguration }, { error: errorMap })
  if (!parsed.success) {
    const errors = issuesByField(parsed.error.issues)
    if (errors.configuration) errors.configuration = t('quoteRequest.invalidConfiguration')
    const step: QuoteStep =
      errors.dealer && Object.keys(errors).every((key) => key === 'dealer') ? 'dealer' : 'details'
    return showForm(step, { errors }, 400)
  }
  const chosen = parsed.data.dealer
  if (chosen !== null && known && !known.some((dealer) => String(dealer.id) === chosen)) {
    return showForm('dealer', { errors: { dealer: t('validation.choiceRequired') } }, 400)
  }

  const fill = checkFillTime(secret, submissionId, stamp.stamp, {
    minMs: limits.minFillMs,
    maxMs: limits.maxFillMs,
  })
  if (!fill.ok) {
    // A form this site rendered long ago keeps its submission id (the request stays one, however
    // often the visitor retries); a stamp it never signed gets a new id, never the one sent.
    const renewed =
      fill.reason !== 'expired'
        ? stamp
        : issueFormStamp(
            secret,
            Date.now(),
            isGenuineStamp(secret, submissionId, stamp.stamp) ? submissionId : undefined,
          )
    return showForm(
      postedFrom,
      { stamp: renewed, rejection: rejectionText(locale, fill.reason) },
      rejectionStatus[fill.reason],
    )
  }

  const { place } = placeOf(values)
  const stored = await storeQuoteRequest(toRecord(parsed.data, place, locale, submissionId))
  if (!stored) return reply({ status: 'failed', values, stamp }, 503)
  // What the visitor is promised, from the settings (their defaults while the CMS is away).
  const { promise } = await getGlobalSettings(services.cms, locale).catch(() => ({
    promise: defaultPromise,
  }))
  const now = Date.now()
  const dealer = known?.find(({ id }) => String(id) === chosen)?.name
  const answer: Extract<QuoteOutcome, { status: 'sent' }>['answer'] =
    parsed.data.kind === 'mail'
      ? { from: 'office', by: workingDaysAfter(now, promise.officeWorkingDays) }
      : {
          from: 'dealer',
          ...(dealer ? { dealer } : {}),
          // accepted within the promise, the visitor contacted the working day after
          by: workingDaysAfter(now, promise.acceptWorkingDays + 1),
        }
  return reply({ status: 'sent', answer, email: parsed.data.email })
}
