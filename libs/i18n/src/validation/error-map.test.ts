import { describe, expect, it } from 'vitest'
import * as z from 'zod'

import { createTranslator } from '../messages'
import type { Locale } from '../locales'
import { en } from '../messages/en'
import { createErrorMap, isValidationRule, validationRuleNames, zodErrorMap } from './error-map'

const contact = z.object({
  name: z.string().min(1),
  email: z.email(),
  website: z.url().optional(),
  postalCode: z.string().length(4),
  people: z.number().min(1).max(12),
  depth: z.number().positive(),
  stairs: z.array(z.string()).min(1),
  colour: z.enum(['blue', 'white']),
  terms: z.literal(true),
  visit: z.enum(['yes', 'no']),
  code: z.string().regex(/^[A-Z]{3}$/),
})

const valid = {
  name: 'An',
  email: 'an@example.be',
  postalCode: '9000',
  people: 4,
  depth: 1.5,
  stairs: ['stair_classic'],
  colour: 'blue',
  terms: true,
  visit: 'no',
  code: 'ABC',
}

function errors(locale: Locale, input: unknown, labels?: Record<string, string>) {
  const result = contact.safeParse(input, { error: zodErrorMap(locale, { labels }) })
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

describe('zodErrorMap', () => {
  it('accepts valid input', () => {
    expect(contact.safeParse(valid, { error: zodErrorMap('nl') }).success).toBe(true)
  })

  it('words missing and malformed fields in Dutch', () => {
    expect(
      errors('nl', {
        ...valid,
        name: '',
        email: 'not-an-email',
        website: 'nope',
        colour: undefined,
        terms: false,
        visit: 'maybe',
        stairs: [],
      }),
    ).toEqual({
      name: 'Dit veld is verplicht.',
      email: 'Gelieve een geldig e-mailadres in te vullen.',
      website: 'Gelieve een geldige URL in te vullen.',
      colour: 'U moet hier een keuze maken',
      terms: 'U moet dit aanvaarden',
      visit: 'Gelieve ja of nee te antwoorden',
      stairs: 'U moet hier een keuze maken',
    })
  })

  it('words the same issues in French, with field labels', () => {
    expect(
      errors(
        'fr',
        { ...valid, name: undefined, email: '', people: 0, postalCode: '90', code: 'abc' },
        { name: 'Nom', people: 'Nombre de personnes', postalCode: 'Code postal' },
      ),
    ).toEqual({
      name: 'Nom est obligatoire.',
      email: 'Veuillez saisir une adresse e-mail valide.',
      people: 'Nombre de personnes doit valoir au moins 1.',
      postalCode: 'Code postal doit contenir exactement 4 caractères.',
      code: 'Ce champ n’est pas au bon format.',
    })
  })

  it('words English errors as required', () => {
    expect(
      errors(
        'en',
        { ...valid, name: undefined, people: 0, email: 'x', website: 'y' },
        {
          name: 'Name',
          people: 'Number of people',
        },
      ),
    ).toEqual({
      name: 'Name is required.',
      people: 'Number of people must be at least 1.',
      email: 'Please enter a valid email address.',
      website: 'Please enter a valid URL.',
    })
  })

  it('formats bounds for the locale and covers exclusive bounds', () => {
    const schema = z.object({ volume: z.number().max(12500), depth: z.number().positive() })
    const result = schema.safeParse(
      { volume: 20000, depth: 0 },
      { error: zodErrorMap('de', { labels: { volume: 'Volumen', depth: 'Tiefe' } }) },
    )
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Volumen darf höchstens 12.500 betragen.',
      'Tiefe muss größer als 0 sein.',
    ])
  })

  it('labels nested and array paths, ignoring indexes', () => {
    const schema = z.object({ rooms: z.array(z.object({ name: z.string().min(3) })) })
    const result = schema.safeParse(
      { rooms: [{ name: 'ok!' }, { name: 'a' }] },
      { error: zodErrorMap('es', { labels: { 'rooms.name': 'Nombre' } }) },
    )
    expect(result.error?.issues[0]).toMatchObject({
      path: ['rooms', 1, 'name'],
      message: 'El valor de Nombre debe tener al menos 3 caracteres.',
    })
  })

  it('translates refinements that name their rule', () => {
    const schema = z
      .object({ password: z.string(), repeat: z.string() })
      .refine((data) => data.password === data.repeat, {
        path: ['repeat'],
        params: { rule: 'confirm' },
      })
      .refine(() => false, { params: { rule: 'require_one', fields: ['E-mail', 'Telefoon'] } })
      .refine(() => false, { params: { rule: 'no-such-rule' } })
    const messages = schema
      .safeParse(
        { password: 'a', repeat: 'b' },
        { error: zodErrorMap('nl', { labels: { repeat: 'Wachtwoord' } }) },
      )
      .error?.issues.map((issue) => issue.message)
    expect(messages).toEqual([
      'Wachtwoord komt niet overeen.',
      'Minstens één van deze velden is verplicht: E-mail, Telefoon.',
      'Dit veld is niet geldig.',
    ])
  })

  it('words dates, numbers and lengths', () => {
    const schema = z.object({
      from: z.date().min(new Date('2025-06-01T00:00:00Z')),
      count: z.number(),
      whole: z.int(),
      note: z.string().max(1),
      dates: z.iso.date(),
    })
    const messages = schema
      .safeParse(
        { from: new Date('2025-01-01'), count: 'ten', whole: 1.5, note: 'ab', dates: '2025-13-40' },
        { error: zodErrorMap('en') },
      )
      .error?.issues.map((issue) => issue.message)
    expect(messages).toEqual([
      'This field must be after June 1, 2025.',
      'This field must be a number.',
      'This field must be a whole number.',
      'This field must be at most 1 character long.',
      'The selected date is invalid.',
    ])
  })

  it('keeps an explicit message and works with any translator', () => {
    const schema = z.string().min(5, 'custom message')
    expect(schema.safeParse('abc', { error: zodErrorMap('fr') }).error?.issues[0]?.message).toBe(
      'custom message',
    )
    const map = createErrorMap(createTranslator('de'))
    expect(z.number().min(1000).safeParse(5, { error: map }).error?.issues[0]?.message).toBe(
      'Dieses Feld muss mindestens 1000 betragen.',
    )
  })
})

function ruleNames(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]: [string, unknown]) => {
    if (typeof value === 'string') return [`${prefix}${key.replace(/_(one|other)$/, '')}`]
    return typeof value === 'object' && value !== null ? ruleNames(value, `${prefix}${key}.`) : []
  })
}

describe('isValidationRule', () => {
  it('lists exactly the rules of the catalogue', () => {
    expect([...validationRuleNames].sort()).toEqual([...new Set(ruleNames(en.validation))].sort())
  })

  it('knows catalogue rules, without plural suffixes', () => {
    expect(isValidationRule('required')).toBe(true)
    expect(isValidationRule('length.min')).toBe(true)
    expect(isValidationRule('minItems')).toBe(true)
    expect(isValidationRule('minItems_one')).toBe(false)
    expect(isValidationRule('length')).toBe(false)
    expect(isValidationRule(42)).toBe(false)
  })
})
