import { describe, expect, it } from 'vitest'

import { localeCodes } from '../locales'
import { coverColors, coverTypes, poolConstructions, stairTypes } from '../products'
import { en } from './en'
import { catalogues as byLocale, serializedMessages } from './index'

function flatten(messages: object, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]: [string, unknown]) =>
      typeof value === 'object' && value !== null
        ? Object.entries(flatten(value, `${prefix}${key}.`))
        : [[`${prefix}${key}`, value]],
    ),
  )
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map(([, name]) => name).sort()

const catalogues = localeCodes.map((lng) => [lng, flatten(byLocale[lng])] as const)
const english = flatten(en)
const pluralSuffix = /_(zero|one|two|few|many|other)$/

describe('message catalogues', () => {
  it.each(catalogues)('%s has exactly the English keys', (_lng, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort())
  })

  it.each(catalogues)('%s has only non-empty strings', (_lng, messages) => {
    for (const [key, value] of Object.entries(messages)) {
      expect(typeof value, key).toBe('string')
      expect(String(value).trim(), key).not.toBe('')
    }
  })

  it.each(catalogues)(
    '%s uses the same {{placeholders}} as English in every key',
    (_lng, messages) => {
      for (const [key, value] of Object.entries(messages)) {
        expect(placeholders(String(value)), key).toEqual(placeholders(String(english[key])))
      }
    },
  )

  it.each(catalogues)('%s has well-formed interpolation braces', (_lng, messages) => {
    for (const [key, value] of Object.entries(messages)) {
      const text = String(value)
      expect(text.replace(/\{\{[^{}]+\}\}/g, ''), key).not.toMatch(/[{}]/)
    }
  })

  it('gives every plural key both an _one and an _other form', () => {
    const pluralBases = new Set(
      Object.keys(english)
        .filter((key) => pluralSuffix.test(key))
        .map((key) => key.replace(pluralSuffix, '')),
    )
    expect(pluralBases.size).toBeGreaterThan(0)
    for (const base of pluralBases) {
      expect(english, base).toHaveProperty([`${base}_one`])
      expect(english, base).toHaveProperty([`${base}_other`])
      expect(english, base).not.toHaveProperty([base])
      expect(String(english[`${base}_other`]), base).toContain('{{count}}')
    }
  })

  it.each(catalogues.filter(([lng]) => lng !== 'en'))(
    '%s is translated, not copied from English',
    (_lng, messages) => {
      const keys = Object.keys(english)
      const copied = keys.filter((key) => messages[key] === english[key])
      expect(copied.length / keys.length).toBeLessThan(0.2)
    },
  )
})

describe('English catalogue against the required wording', () => {
  const values = new Set(Object.values(english))

  it.each([
    'at any time',
    '404 - {{brand}}',
    'Page not found: {{path}}',
    'Page Not Found: {{path}}',
    'Built-in',
    'Surface construction',
    'Corner stair, left',
    'Corner stair, right',
    'No slats found',
    'No projects found',
    'This category has no items',
    'Postal code or municipality',
    'No dealers found.',
    'No address found',
    'Address has no house number',
    'Form not submitted.',
    'An error occurred while submitting the form, please try again later.',
    'Sorry, not all fields are filled out correctly.',
    'There were errors in your form.',
    'remove file',
    'remove all',
    'You have to make a choice here',
    'You have to accept this',
    'Please enter a valid email address.',
    '{{field}} is required.',
    '{{field}} must be at least {{min}}.',
    'Please enter a valid URL.',
    '{{field}} does not match.',
    'The selected date is invalid.',
    'This field is not valid.',
    'Terms and conditions',
    '© {{year}} {{brand}}',
    'All',
  ])('contains %j', (text) => {
    expect(values).toContain(text)
  })

  it('labels every cover colour, stair type, cover type and construction', () => {
    expect(Object.keys(en.colors).sort()).toEqual([...coverColors].sort())
    expect(Object.keys(en.stairs).sort()).toEqual([...stairTypes].sort())
    expect(Object.keys(en.coverTypes).sort()).toEqual([...coverTypes].sort())
    expect(Object.keys(en.construction).sort()).toEqual([...poolConstructions].sort())
    expect(coverColors).toHaveLength(10)
    expect(stairTypes).toHaveLength(10)
  })

  it('has a message for every validation rule the forms may use', () => {
    const rules = Object.keys(flatten(en.validation)).map((key) => key.replace(pluralSuffix, ''))
    for (const rule of [
      'accepted',
      'date_after',
      'date_before',
      'date_between',
      'date_format',
      'alpha',
      'alphanumeric',
      'alpha_spaces',
      'contains_alpha',
      'contains_alphanumeric',
      'contains_alpha_spaces',
      'contains_lowercase',
      'contains_numeric',
      'contains_symbol',
      'contains_uppercase',
      'symbol',
      'uppercase',
      'lowercase',
      'between',
      'confirm',
      'email',
      'ends_with',
      'starts_with',
      'is',
      'matches',
      'length.min',
      'length.max',
      'max',
      'min',
      'mime',
      'not',
      'number',
      'requireOne',
      'required',
      'url',
      'choiceRequired',
      'checkboxRequired',
      'noHouseNumber',
      'yesNo',
      'fallback',
    ]) {
      expect(rules, rule).toContain(rule)
    }
  })
})

describe('the catalogue a page carries', () => {
  it.each(localeCodes)(
    'leaves out the e-mail and dealer desk texts in %s, and keeps the rest',
    (locale) => {
      const sent = JSON.parse(serializedMessages(locale)) as Record<string, unknown>
      expect(sent).not.toHaveProperty('email')
      expect(sent).not.toHaveProperty('dealerDesk')
      expect(Object.keys(sent)).toEqual(
        Object.keys(byLocale[locale]).filter((key) => key !== 'email' && key !== 'dealerDesk'),
      )
      expect(sent.colors).toEqual(byLocale[locale].colors)
    },
  )

  it.each(localeCodes)('gives the dealer desk its texts in %s, and no e-mail texts', (locale) => {
    const sent = JSON.parse(serializedMessages(locale, { desk: true })) as Record<string, unknown>
    expect(sent).not.toHaveProperty('email')
    expect(sent.dealerDesk).toEqual(byLocale[locale].dealerDesk)
  })
})
