import {
  countries,
  defaultCountry,
  isPostalCode,
  normalizePostalCode,
  postalCodeFormats,
  postalCountry,
  type Translator,
} from '@lamella/i18n'
import { checkboxRequired, choiceRequired, houseNumber, yesNo } from '@lamella/i18n/validation'
import * as z from 'zod/mini'
import {
  configurationParams,
  configurationSchema,
  type Configuration,
  type PoolLine,
  type RawConfiguration,
} from '#app/features/configurator'

/**
 * The quote request form's one schema: the browser validates each step with it and the route
 * action validates the whole request with it. Issues carry rules, not texts; parse with
 * `createErrorMap(t, { labels: quoteLabels(t) })` in the visitor's language. Written with
 * `zod/mini`, like every schema the browser runs: `zod` would be three times its weight there.
 */

export const deliveryKinds = ['mail', 'appointment'] as const

/** The steps of the form: the details, then for an appointment the dealer. */
export const quoteSteps = ['details', 'dealer'] as const
export type QuoteStep = (typeof quoteSteps)[number]

/** The fields of the details step, in the order the form shows them. */
export const detailFields = [
  'kind',
  'name',
  'email',
  'phone',
  'address',
  'postalCode',
  'municipality',
  'country',
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
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max))
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max))

/** The rules of every field the visitor fills in. */
export function quoteFields(t: Translator) {
  return {
    kind: choiceRequired(t, deliveryKinds),
    name: text(120),
    email: z.pipe(
      z.string().check(z.trim(), z.minLength(1, { abort: true }), z.maxLength(254)),
      z.email(),
    ),
    phone: optionalText(30).check(
      z.refine((value) => value === '' || isPhone(value), { params: { rule: 'matches' } }),
    ),
    address: z.pipe(houseNumber(t), z.string().check(z.maxLength(200))),
    // Its format depends on the country: `postalCodeOfCountry` checks the pair.
    postalCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(12)),
    municipality: text(80),
    country: choiceRequired(t, countries),
    poolBuilt: yesNo(t),
    message: optionalText(2000),
    consent: checkboxRequired(t),
    dealer: choiceRequired(t),
  }
}

/**
 * The postal code has its country's format ("Enter a Dutch postal code: ... 5611 AB"). A schema of
 * its own beside the fields' (an intersection), so that it is checked as soon as both are filled
 * in, whatever else the form still lacks: an object's own checks stop at its first field failure.
 */
function postalCodeOfCountry(t: Translator) {
  return z.object({ postalCode: z.string().check(z.trim()), country: z.string() }).check(
    z.superRefine((value, ctx) => {
      if (!value.postalCode.trim()) return
      const country = postalCountry(value.postalCode, value.country)
      if (isPostalCode(country, value.postalCode)) return
      ctx.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: t(`places.postalCodeFormat.${country}`, {
          example: postalCodeFormats[country].example,
        }),
      })
    }),
  )
}

export interface DealerRule {
  /** false only when the CMS has no dealer at all: the office then finds one */
  dealerRequired?: boolean
}

/** The schema of one step's fields, as the browser validates it before moving on. */
export function quoteStepSchema(
  t: Translator,
  step: QuoteStep,
  { dealerRequired = true }: DealerRule = {},
) {
  const fields = quoteFields(t)
  if (step === 'dealer') {
    return z.object({ dealer: dealerRequired ? fields.dealer : z.string().check(z.trim()) })
  }
  const { dealer: _dealer, ...details } = fields
  return z.intersection(z.object(details), postalCodeOfCountry(t))
}

const raw = z.catch(z.optional(z.string()), undefined)

/** A configuration the visitor may leave out entirely; a partial or stale one is refused. */
function optionalConfiguration(lines: readonly PoolLine[]) {
  const schema = configurationSchema(lines)
  return z.pipe(
    z.object({ pool: raw, color: raw, length: raw, width: raw, stair: raw }),
    z.transform((given, ctx): Configuration | null => {
      if (configurationParams.every((name) => !given[name]?.trim())) return null
      const parsed = schema.safeParse(given)
      if (parsed.success) return parsed.data
      ctx.issues.push({ code: 'custom', input: given, params: { rule: 'configuration' } })
      return null
    }),
  )
}

/**
 * The whole request as the action receives it: the details, the configuration from the URL (or
 * none) and, for an appointment, the dealer. `lines` are the pool lines the configuration must
 * fit.
 */
export function quoteRequestSchema(
  t: Translator,
  lines: readonly PoolLine[],
  { dealerRequired = true }: DealerRule = {},
) {
  const { dealer, ...details } = quoteFields(t)
  const request = z
    .object({
      ...details,
      dealer: z.optional(z.string().check(z.trim())),
      configuration: optionalConfiguration(lines),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.kind !== 'appointment' || !dealerRequired) return
        const chosen = dealer.safeParse(value.dealer ?? '')
        if (!chosen.success) {
          ctx.addIssue({
            code: 'custom',
            path: ['dealer'],
            message: t('validation.choiceRequired'),
          })
        }
      }),
    )
  return z.pipe(
    z.intersection(request, postalCodeOfCountry(t)),
    z.transform(({ dealer: chosen, ...rest }) => {
      // The code as its country writes it, and that country ("l-1009" in Belgium is 1009, LU).
      const country = postalCountry(rest.postalCode, rest.country)
      return {
        ...rest,
        country,
        postalCode: normalizePostalCode(country, rest.postalCode),
        dealer: rest.kind === 'appointment' && chosen ? chosen : null,
      }
    }),
  )
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
  municipality: '',
  country: defaultCountry,
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
    municipality: get('municipality'),
    country: get('country') || defaultCountry,
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
    municipality: t('quote.municipality'),
    country: t('quote.country'),
    poolBuilt: t('quoteRequest.poolBuilt'),
    message: t('quote.message'),
    consent: t('quote.consent'),
    dealer: t('quote.dealer.title'),
  }
}
