import { createTranslator } from '@lamella/i18n/messages'
import { zodErrorMap } from '@lamella/i18n/validation'
import { localeCodes, type Locale } from '@lamella/i18n'
import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import {
  configurationLabels,
  configurationSchema,
  configurationSearch,
  configurationStepSchema,
  firstStepToFix,
  readConfiguration,
  type PoolLine,
} from './configuration'

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
  {
    id: 5,
    slug: 'compact',
    title: 'Compact',
    construction: 'surface',
    length: { min: 4, max: 7, default: 5 },
    width: { min: 2.5, max: 3.5, default: 3 },
    stairs: ['stair_classic'],
  },
]

const valid = { pool: '2', color: 'blue', length: '10,5', width: '4', stair: 'stair_left' }

function messages(
  locale: Locale,
  input: unknown,
  schema: z.ZodMiniType = configurationSchema(lines),
) {
  const result = schema.safeParse(input, {
    error: zodErrorMap(locale, { labels: configurationLabels(createTranslator(locale)) }),
  })
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('configurationSchema', () => {
  it('turns valid URL values into a configuration, decimal comma included', () => {
    expect(configurationSchema(lines).parse(valid)).toEqual({
      pool: 2,
      color: 'blue',
      length: 10.5,
      width: 4,
      stair: 'stair_left',
    })
  })

  it('words missing choices and dimensions in English', () => {
    expect(messages('en', {})).toEqual({
      pool: 'You have to make a choice here',
      color: 'You have to make a choice here',
    })
    expect(messages('en', { pool: '2' })).toEqual({
      color: 'You have to make a choice here',
      length: 'Length is required.',
      width: 'Width is required.',
      stair: 'You have to make a choice here',
    })
  })

  it('rejects an unknown pool, an unknown colour and a stair the line does not allow, in Dutch', () => {
    expect(messages('nl', { ...valid, pool: '99' })).toEqual({
      pool: 'U moet hier een keuze maken',
    })
    expect(messages('nl', { ...valid, color: 'pink' })).toEqual({
      color: 'U moet hier een keuze maken',
    })
    // A real stair type, but not one of the Compact line's.
    expect(
      messages('nl', { ...valid, pool: '5', length: '5', width: '3', stair: 'wide_lounge' }),
    ).toEqual({
      stair: 'U moet hier een keuze maken',
    })
  })

  it('holds length and width to the line’s ranges, with bounds in the visitor’s format', () => {
    expect(messages('en', { ...valid, length: '13', width: '2.5' })).toEqual({
      length: 'Length must be between 6 and 12.5\u00a0m.',
      width: 'Width must be between 3 and 5\u00a0m.',
    })
    expect(messages('nl', { ...valid, length: '13' })).toEqual({
      length: 'Lengte moet tussen 6 en 12,5\u00a0m liggen.',
    })
    // The same length fits one line and not the other.
    expect(
      messages('en', { ...valid, pool: '5', length: '10', width: '3', stair: 'stair_classic' }),
    ).toEqual({
      length: 'Length must be between 4 and 7\u00a0m.',
    })
  })

  it('says the unit of the range in every language, so a width of 99 reads as too wide', () => {
    const said = Object.fromEntries(
      localeCodes.map((locale) => [locale, messages(locale, { ...valid, width: '99' }).width]),
    )
    expect(said).toEqual({
      nl: 'Breedte moet tussen 3 en 5\u00a0m liggen.',
      en: 'Width must be between 3 and 5\u00a0m.',
      fr: 'Largeur\u00a0: indiquez une valeur entre 3 et 5\u00a0m.',
      de: 'Breite muss zwischen 3 und 5\u00a0m liegen.',
      es: 'Anchura: indique un valor entre 3 y 5\u00a0m.',
    })
  })

  it('rejects text that is not a number', () => {
    expect(messages('en', { ...valid, width: 'wide' })).toEqual({
      width: 'Width must be a number.',
    })
  })
})

describe('configurationStepSchema', () => {
  it('checks only the step’s own fields', () => {
    expect(messages('en', { pool: '2' }, configurationStepSchema(lines, 'pool'))).toEqual({})
    expect(messages('en', {}, configurationStepSchema(lines, 'color'))).toEqual({
      color: 'You have to make a choice here',
    })
    expect(
      messages(
        'en',
        { pool: '2', length: '20', width: '4' },
        configurationStepSchema(lines, 'dimensions'),
      ),
    ).toEqual({ length: 'Length must be between 6 and 12.5\u00a0m.' })
    expect(
      messages('en', { pool: '5', stair: 'stair_left' }, configurationStepSchema(lines, 'stair')),
    ).toEqual({
      stair: 'You have to make a choice here',
    })
  })
})

describe('firstStepToFix', () => {
  const issues = (input: unknown) => configurationSchema(lines).safeParse(input).error?.issues ?? []

  it('lands on the first step whose choice is missing or stale', () => {
    expect(firstStepToFix(issues({}))).toBe('pool')
    expect(firstStepToFix(issues({ ...valid, pool: '99' }))).toBe('pool')
    expect(firstStepToFix(issues({ ...valid, color: '' }))).toBe('color')
    expect(firstStepToFix(issues({ ...valid, length: '100' }))).toBe('dimensions')
    expect(firstStepToFix(issues({ ...valid, stair: 'stair_classic' }))).toBe('stair')
    expect(firstStepToFix(issues(valid))).toBe('quote')
  })
})

describe('configuration URLs', () => {
  it('reads only the configuration’s parameters', () => {
    expect(readConfiguration(new URLSearchParams('step=color&pool=2&utm=x&width=4'))).toEqual({
      pool: '2',
      width: '4',
    })
  })

  it('writes them in the canonical order and survives a round trip', () => {
    const config = { stair: 'stair_left', width: 4, length: 10.5, color: 'blue', pool: 2 } as const
    const search = configurationSearch(config)
    expect(search.toString()).toBe('pool=2&color=blue&length=10.5&width=4&stair=stair_left')
    expect(configurationSchema(lines).parse(readConfiguration(search))).toEqual(config)
  })

  it('leaves out what is not chosen yet', () => {
    expect(configurationSearch({ pool: 2, color: '', length: undefined }).toString()).toBe('pool=2')
  })
})
