import * as z from 'zod/mini'

import type { Translator } from '../translate'

// `zod/mini`: the same checks, issues and error map as `zod`, at a fraction of the browser bytes
// (the quote form and the configurator validate with these). Mini schemas nest in `zod` schemas
// and the other way round.

/**
 * A required choice (`You have to make a choice here`): one of `values`, or without them any
 * non-blank string such as a dealer id.
 */
export function choiceRequired(t: Translator): z.ZodMiniString<string>
export function choiceRequired<const T extends readonly [string, ...string[]]>(
  t: Translator,
  values: T,
): z.ZodMiniEnum<z.core.util.ToEnum<T[number]>>
export function choiceRequired(t: Translator, values?: readonly [string, ...string[]]) {
  const error = () => t('validation.choiceRequired')
  return values
    ? z.enum(values, { error })
    : z.string({ error }).check(z.trim(), z.minLength(1, { error }))
}

const isChecked = (value: unknown) => value === true || value === 'on' || value === 'true'

/** A checkbox that must be ticked (`You have to accept this`); accepts `true` or form data `on`. */
export function checkboxRequired(t: Translator) {
  return z.pipe(
    z.transform(isChecked),
    z.literal(true, { error: () => t('validation.checkboxRequired') }),
  )
}

/** A yes/no answer (`Please answer yes or no`). */
export function yesNo(t: Translator) {
  return z.enum(['yes', 'no'], { error: () => t('validation.yesNo') })
}

// Street first with the number after it ("Kerkstraat 12A bus 3", "Rue de la Loi 16"), the French
// number-first form ("12 rue de la Paix") and the Spanish form with the number after a comma
// ("Calle Mayor, 5"). Three digits at most before a street or after a comma, so a postal code
// ("Kerkstraat, 9000 Gent") never passes for a house number.
const numberAfterStreet = /\p{L}[\p{L}\p{M}'’.-]*\s+\d+/u
const numberBeforeStreet = /^\d{1,3}\s?[a-z]?,?\s+\p{L}/iu
const numberOnly = /^\d{1,3}\s?[a-z]?$/iu

/** Whether a one-line address contains a house number. */
export function hasHouseNumber(address: string): boolean {
  const [street = '', afterComma = ''] = address.split(',').map((part) => part.trim())
  return (
    numberAfterStreet.test(street) || numberBeforeStreet.test(street) || numberOnly.test(afterComma)
  )
}

/** A required address that includes a house number (`Address has no house number`). */
export function houseNumber(t: Translator) {
  const required = () => t('validation.required', { field: t('validation.field') })
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.refine(hasHouseNumber, { error: () => t('validation.noHouseNumber') }),
    )
}

const decimal = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/

/**
 * Text from a number field as a number: `'12'` is 12, `'12.5'` and `'12,5'` are 12.5, blank is
 * undefined and anything else NaN (which zod rejects). Non-strings pass through untouched.
 */
export function parseNumberInput(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const text = value.trim()
  if (text === '') return undefined
  return decimal.test(text) ? Number(text.replace(',', '.')) : Number.NaN
}

export interface NumberInputOptions {
  /** Reject fractions (`must be a whole number`). */
  integer?: boolean
}

/**
 * An optional numeric form field: text becomes an integer or a float and blank becomes
 * undefined. Add bounds or make it required by piping on:
 * `z.pipe(numberInput(t), z.number().check(z.minimum(1)))` (worded by the error map).
 */
export function numberInput(t: Translator, { integer = false }: NumberInputOptions = {}) {
  const field = () => t('validation.field')
  const number = z.number({ error: () => t('validation.number', { field: field() }) })
  return z.pipe(
    z.transform(parseNumberInput),
    z.optional(
      integer
        ? number.check(z.int({ error: () => t('validation.integer', { field: field() }) }))
        : number,
    ),
  )
}
