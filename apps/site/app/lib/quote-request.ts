import type { Translator } from '@lamella/i18n'
import { checkboxRequired, choiceRequired, houseNumber, yesNo } from '@lamella/i18n/validation'
import * as z from 'zod'
import {
  configurationParams,
  configurationSchema,
  type Configuration,
  type PoolLine,
  type RawConfiguration,
} from './configuration'

/**
 * The quote request form's one schema (spec sections 4 and 5): the browser validates each step
 * with it and the route action validates the whole request with it. Issues carry rules, not
 * texts; parse with `createErrorMap(t, { labels: quoteLabels(t) })` in the visitor's language.
 */

export const deliveryKinds = ['mail', 'appointment'] as const
export type DeliveryKind = (typeof deliveryKinds)[number]

/** The steps of the form: the details, then for an appointment the dealer. */
export const quoteSteps = ['details', 'dealer'] as const
export type QuoteStep = (typeof quoteSteps)[number]
export const isQuoteStep = (value: unknown): value is QuoteStep =>
  (quoteSteps as readonly unknown[]).includes(value)

/** The fields of the details step, in the order the form shows them. */
export const detailFields = [
  'kind',
  'name',
  'email',
  'phone',
  'address',
  'postalCode',
  'poolBuilt',
  'message',
  'consent',
] as const
export type DetailField = (typeof detailFields)[number]
export type QuoteField = DetailField | 'dealer'

// A phone number as people write it: an optional +, digits and the usual separators, with 8 to 15
// digits (E.164 allows at most 15; Belgian numbers have 9 or 10 with the leading 0).
const phoneCharacters = /^\+?[\d\s()./-]+$/
const isPhone = (value: string) => {
  const digits = value.replace(/\D/g, '').length
  return phoneCharacters.test(value) && digits >= 8 && digits <= 15
}
// Belgium, Luxembourg and the Netherlands' digits (NL letters optional), France and Germany: 4-5 digits.
const postalCodePattern = /^\d{4,5}(\s?[a-z]{2})?$/i

const text = (max: number) => z.string().trim().min(1).max(max)
const optionalText = (max: number) => z.string().trim().max(max)

/** The rules of every field the visitor fills in. */
export function quoteFields(t: Translator) {
  return {
    kind: choiceRequired(t, deliveryKinds),
    name: text(120),
    email: z.string().trim().min(1, { abort: true }).max(254).pipe(z.email()),
    phone: optionalText(30).refine((value) => value === '' || isPhone(value), {
      params: { rule: 'matches' },
    }),
    address: houseNumber(t).pipe(z.string().max(200)),
    postalCode: z.string().trim().min(1, { abort: true }).regex(postalCodePattern),
    poolBuilt: yesNo(t),
    message: optionalText(2000),
    consent: checkboxRequired(t),
    dealer: choiceRequired(t),
  }
}

/** The schema of one step's fields, as the browser validates it before moving on. */
export function quoteStepSchema(t: Translator, step: QuoteStep) {
  const fields = quoteFields(t)
  if (step === 'dealer') return z.object({ dealer: fields.dealer })
  const { dealer: _dealer, ...details } = fields
  return z.object(details)
}

const raw = z.string().optional().catch(undefined)

/** A configuration the visitor may leave out entirely; a partial or stale one is refused. */
function optionalConfiguration(lines: readonly PoolLine[]) {
  const schema = configurationSchema(lines)
  return z
    .object({ pool: raw, color: raw, length: raw, width: raw, stair: raw })
    .transform((given, ctx): Configuration | null => {
      if (configurationParams.every((name) => !given[name]?.trim())) return null
      const parsed = schema.safeParse(given)
      if (parsed.success) return parsed.data
      ctx.addIssue({ code: 'custom', input: given, params: { rule: 'configuration' } })
      return null
    })
}

/**
 * The whole request as the action receives it: the details, the configuration from the URL (or
 * none) and, for an appointment, the dealer. `lines` are the pool lines the configuration must
 * fit.
 */
export function quoteRequestSchema(t: Translator, lines: readonly PoolLine[]) {
  const { dealer, ...details } = quoteFields(t)
  return z
    .object({
      ...details,
      dealer: z.string().trim().optional(),
      configuration: optionalConfiguration(lines),
    })
    .superRefine((value, ctx) => {
      if (value.kind !== 'appointment') return
      const chosen = dealer.safeParse(value.dealer ?? '')
      if (!chosen.success) {
        ctx.addIssue({ code: 'custom', path: ['dealer'], message: t('validation.choiceRequired') })
      }
    })
    .transform(({ dealer: chosen, ...rest }) => ({
      ...rest,
      dealer: rest.kind === 'appointment' && chosen ? chosen : null,
    }))
}

export type QuoteRequest = z.output<ReturnType<typeof quoteRequestSchema>>

/** Form values as text, the way a form post and the browser form both carry them. */
export type QuoteFormValues = Record<DetailField, string> & { dealer: string }

/** A form nobody has typed in yet: what a fresh render and a refused post start from. */
export const emptyQuoteValues: QuoteFormValues = {
  kind: '',
  name: '',
  email: '',
  phone: '',
  address: '',
  postalCode: '',
  poolBuilt: '',
  message: '',
  consent: '',
  dealer: '',
}

/** Reads the request's fields from a form post (or any search params), untrusted. */
export function readQuoteForm(form: URLSearchParams): QuoteFormValues & {
  configuration: RawConfiguration
} {
  const get = (name: string) => form.get(name) ?? ''
  const configuration: RawConfiguration = {}
  for (const name of configurationParams) {
    const value = form.get(name)
    if (value !== null) configuration[name] = value
  }
  return {
    kind: get('kind'),
    name: get('name'),
    email: get('email'),
    phone: get('phone'),
    address: get('address'),
    postalCode: get('postalCode'),
    poolBuilt: get('poolBuilt'),
    message: get('message'),
    consent: get('consent'),
    dealer: get('dealer'),
    configuration,
  }
}

/** Field labels for the error map (`Name is required.`). */
export function quoteLabels(t: Translator): Record<QuoteField, string> {
  return {
    kind: t('quote.howToReceive'),
    name: t('quote.name'),
    email: t('quote.email'),
    phone: t('quote.phone'),
    address: t('quoteRequest.address'),
    postalCode: t('quote.postalCode'),
    poolBuilt: t('quoteRequest.poolBuilt'),
    message: t('quote.message'),
    consent: t('quote.consent'),
    dealer: t('quote.dealer.title'),
  }
}
