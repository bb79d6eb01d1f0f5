import { localeCodes, type Locale } from '@lamella/i18n'
import { catalogues, createTranslator } from '@lamella/i18n/messages'
import { zodErrorMap } from '@lamella/i18n/validation'
import { describe, expect, it } from 'vitest'
import type { PoolLine } from '#app/features/configurator'
import {
  quoteLabels,
  quoteRequestSchema,
  quoteStepSchema,
  readQuoteForm,
  type QuoteStep,
} from './quote-request'

const lines: PoolLine[] = [
  {
    id: 2,
    slug: 'horizon',
    title: 'Horizon',
    construction: 'built_in',
    length: { min: 6, max: 12.5, default: 10 },
    width: { min: 3, max: 5, default: 4 },
    stairs: ['wide_lounge', 'stair_left'],
  },
]

const filled = {
  kind: 'mail',
  name: 'Jan Peeters',
  email: 'jan@example.com',
  phone: '+32 50 44 18 20',
  address: 'Kerkstraat 12',
  postalCode: '8000',
  municipality: 'Brugge',
  country: 'BE',
  poolBuilt: 'no',
  message: '',
  consent: 'on',
  dealer: '',
}
const configuration = { pool: '2', color: 'blue', length: '10,5', width: '4', stair: 'stair_left' }

function parse(locale: Locale, input: unknown) {
  const t = createTranslator(locale)
  return quoteRequestSchema(t, lines).safeParse(input, {
    error: zodErrorMap(locale, { labels: quoteLabels(t) }),
  })
}

/** The message of each failing field, keyed by field. */
function errors(locale: Locale, input: unknown, step?: QuoteStep) {
  const t = createTranslator(locale)
  const schema = step ? quoteStepSchema(t, step) : quoteRequestSchema(t, lines)
  const result = schema.safeParse(input, {
    error: zodErrorMap(locale, { labels: quoteLabels(t) }),
  })
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('the quote request schema', () => {
  it('accepts a request by mail with a configuration and stores numbers and nulls', () => {
    const result = parse('nl', { ...filled, configuration })
    expect(result.success && result.data).toEqual({
      ...filled,
      consent: true,
      configuration: { pool: 2, color: 'blue', length: 10.5, width: 4, stair: 'stair_left' },
      dealer: null,
    })
  })

  it('accepts a request without a configuration', () => {
    const result = parse('en', { ...filled, configuration: {} })
    expect(result.success && result.data.configuration).toBeNull()
  })

  it('refuses a partial or stale configuration instead of storing half of it', () => {
    const result = parse('en', { ...filled, configuration: { ...configuration, pool: '99' } })
    expect(result.success).toBe(false)
    expect(!result.success && result.error.issues[0]?.path).toEqual(['configuration'])
  })

  it('asks an appointment for a dealer, and keeps the dealer only for an appointment', () => {
    expect(errors('en', { ...filled, kind: 'appointment', configuration: {} })).toEqual({
      dealer: 'You have to make a choice here',
    })
    const chosen = parse('en', { ...filled, kind: 'appointment', dealer: '3', configuration: {} })
    expect(chosen.success && chosen.data.dealer).toBe('3')
    const byMail = parse('en', { ...filled, dealer: '3', configuration: {} })
    expect(byMail.success && byMail.data.dealer).toBeNull()
  })

  it.each(localeCodes)('words every rule of an empty form in %s', (locale) => {
    const t = createTranslator(locale)
    const field = (key: Parameters<typeof t>[0]) => t(key)
    const found = errors(locale, { ...readQuoteForm(new URLSearchParams()) }, 'details')
    expect(found).toEqual({
      kind: catalogues[locale].validation.choiceRequired,
      name: t('validation.required', { field: field('quote.name') }),
      email: t('validation.required', { field: field('quote.email') }),
      address: t('validation.required', { field: t('validation.field') }),
      postalCode: t('validation.required', { field: field('quote.postalCode') }),
      municipality: t('validation.required', { field: field('quote.municipality') }),
      poolBuilt: catalogues[locale].validation.yesNo,
      consent: catalogues[locale].validation.checkboxRequired,
    })
  })

  it.each(localeCodes)('words wrong values in %s', (locale) => {
    const t = createTranslator(locale)
    const found = errors(
      locale,
      {
        ...filled,
        email: 'jan@',
        phone: 'call me',
        address: 'Kerkstraat',
        postalCode: 'abc',
        poolBuilt: 'maybe',
        consent: '',
      },
      'details',
    )
    expect(found).toEqual({
      email: catalogues[locale].validation.email,
      phone: t('validation.matches', { field: t('quote.phone') }),
      address: catalogues[locale].validation.noHouseNumber,
      postalCode: t('places.postalCodeFormat.BE', { example: '8370' }),
      poolBuilt: catalogues[locale].validation.yesNo,
      consent: catalogues[locale].validation.checkboxRequired,
    })
  })

  it.each(localeCodes)('asks for a dealer on the dealer step in %s', (locale) => {
    expect(errors(locale, { dealer: '' }, 'dealer')).toEqual({
      dealer: catalogues[locale].validation.choiceRequired,
    })
  })

  it('takes phone numbers as people write them, and postal codes of the region', () => {
    for (const phone of ['050 44 18 20', '+32 (0)50 44.18.20', '0470/12.34.56', '']) {
      expect(errors('en', { ...filled, phone }, 'details')).toEqual({})
    }
    for (const phone of ['123', '+32 50 44 18 20 12 34 56', 'phone: 050441820']) {
      expect(Object.keys(errors('en', { ...filled, phone }, 'details'))).toEqual(['phone'])
    }
    for (const postalCode of ['1030', ' 8370 ', 'B-8370', 'L-1009', '1012 AB', '1012ab']) {
      expect(errors('en', { ...filled, postalCode }, 'details'), postalCode).toEqual({})
    }
    for (const [country, postalCode] of [
      ['NL', '5611 AB'],
      ['NL', '5611ab'],
      ['LU', '1009'],
      ['FR', '59000'],
      ['DE', '52062'],
    ] as const) {
      expect(errors('en', { ...filled, country, postalCode }, 'details'), postalCode).toEqual({})
    }
  })

  it.each([
    ['BE', '75001', 'Enter a Belgian postal code: four digits, such as 8370.'],
    ['NL', '5611', 'Enter a Dutch postal code: four digits and two letters, such as 5611 AB.'],
    ['LU', '10090', 'Enter a Luxembourg postal code: four digits, such as 1941.'],
    ['FR', '5900', 'Enter a French postal code: five digits, such as 59000.'],
    ['DE', '520 62', 'Enter a German postal code: five digits, such as 52062.'],
  ])('refuses a postal code that is not of %s in words', (country, postalCode, message) => {
    expect(errors('en', { ...filled, country, postalCode }, 'details')).toEqual({
      postalCode: message,
    })
  })

  it('says what is wrong with a postal code before the rest of the form is filled in', () => {
    const empty = readQuoteForm(new URLSearchParams({ postalCode: '5611', country: 'NL' }))
    expect(errors('en', empty, 'details').postalCode).toBe(
      'Enter a Dutch postal code: four digits and two letters, such as 5611 AB.',
    )
  })

  it('stores the code as its country writes it, and the country a prefix names', () => {
    const dutch = parse('nl', { ...filled, country: 'NL', postalCode: '5611ab', configuration: {} })
    expect(dutch.success && [dutch.data.country, dutch.data.postalCode]).toEqual(['NL', '5611 AB'])
    const luxembourg = parse('fr', { ...filled, postalCode: 'l-1009', configuration: {} })
    expect(luxembourg.success && [luxembourg.data.country, luxembourg.data.postalCode]).toEqual([
      'LU',
      '1009',
    ])
  })

  it('sends an appointment without a dealer only when there is no dealer to choose', () => {
    const t = createTranslator('en')
    const request = { ...filled, kind: 'appointment', dealer: '', configuration: {} }
    expect(quoteRequestSchema(t, lines).safeParse(request).success).toBe(false)
    expect(quoteRequestSchema(t, lines, { dealerRequired: false }).safeParse(request).success).toBe(
      true,
    )
  })

  it('limits the length of what is stored', () => {
    expect(Object.keys(errors('en', { ...filled, message: 'x'.repeat(2001) }, 'details'))).toEqual([
      'message',
    ])
  })
})
