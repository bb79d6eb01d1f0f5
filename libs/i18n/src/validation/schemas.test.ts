import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'

import { createTranslator } from '../messages'
import { zodErrorMap } from './error-map'
import {
  checkboxRequired,
  choiceRequired,
  hasHouseNumber,
  houseNumber,
  numberInput,
  parseNumberInput,
  yesNo,
} from './schemas'

const nl = createTranslator('nl')
const de = createTranslator('de')

const firstMessage = (schema: z.ZodMiniType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message

describe('parseNumberInput', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['12,5', 12.5],
    [' 7 ', 7],
    ['-3', -3],
    [',5', 0.5],
    ['', undefined],
    ['   ', undefined],
    [4, 4],
    [undefined, undefined],
  ])('turns %j into %j', (input, expected) => {
    expect(parseNumberInput(input)).toBe(expected)
  })

  it.each(['abc', '12a', '1.234,5', '1e3', '--1'])('turns %j into NaN', (input) => {
    expect(parseNumberInput(input)).toBeNaN()
  })
})

describe('numberInput', () => {
  it('converts text to integers and floats, blank to undefined', () => {
    const schema = numberInput(nl)
    expect(schema.parse('12')).toBe(12)
    expect(schema.parse('12.5')).toBe(12.5)
    expect(schema.parse('12,5')).toBe(12.5)
    expect(schema.parse('')).toBeUndefined()
    expect(schema.parse(undefined)).toBeUndefined()
  })

  it('rejects text that is not a number, and fractions when integer', () => {
    expect(firstMessage(numberInput(nl), 'twaalf')).toBe('Dit veld moet een getal zijn.')
    expect(numberInput(de, { integer: true }).parse('3')).toBe(3)
    expect(firstMessage(numberInput(de, { integer: true }), '3,5')).toBe(
      'Dieses Feld muss eine ganze Zahl sein.',
    )
  })

  it('becomes required and bounded by piping, worded by the error map', () => {
    const schema = z.object({ depth: z.pipe(numberInput(nl), z.number().check(z.minimum(1))) })
    const error = zodErrorMap('nl', { labels: { depth: 'Diepte' } })
    const message = (depth: string) =>
      schema.safeParse({ depth }, { error }).error?.issues[0]?.message
    expect(message('')).toBe('Diepte is verplicht.')
    expect(message('0,5')).toBe('Diepte moet minstens 1 zijn.')
    expect(schema.parse({ depth: '2,5' })).toEqual({ depth: 2.5 })
  })
})

describe('hasHouseNumber', () => {
  it.each([
    'Kerkstraat 12',
    'Kerkstraat 12A',
    'Kerkstraat 12 bus 3, 9000 Gent',
    'Rue de la Loi 16, 1000 Bruxelles',
    'Hauptstraße 5a',
    '12 rue de la Paix, 75002 Paris',
    'Calle Mayor, 5, 28013 Madrid',
    'Onze-Lieve-Vrouwstraat 1',
  ])('finds a house number in %j', (address) => {
    expect(hasHouseNumber(address)).toBe(true)
  })

  it.each([
    '',
    'Kerkstraat',
    'Kerkstraat, 9000 Gent',
    '9000 Gent',
    'Calle Mayor, s/n',
    'Kerkstraat,',
  ])('finds none in %j', (address) => {
    expect(hasHouseNumber(address)).toBe(false)
  })
})

describe('houseNumber', () => {
  it('accepts an address with a number and rejects one without', () => {
    expect(houseNumber(nl).parse('  Kerkstraat 12 ')).toBe('Kerkstraat 12')
    expect(firstMessage(houseNumber(nl), 'Kerkstraat')).toBe('Het adres bevat geen huisnummer')
    expect(firstMessage(houseNumber(de), 'Hauptstraße')).toBe(
      'Die Adresse enthält keine Hausnummer',
    )
  })

  it('asks for the address when it is blank', () => {
    expect(houseNumber(nl).safeParse(' ').error?.issues).toHaveLength(1)
    expect(firstMessage(houseNumber(nl), ' ')).toBe('Dit veld is verplicht.')
    expect(firstMessage(houseNumber(nl), undefined)).toBe('Dit veld is verplicht.')
  })
})

describe('choice helpers', () => {
  it('choiceRequired needs one of the values or a non-blank string', () => {
    const colour = choiceRequired(nl, ['blue', 'white'])
    expect(colour.parse('blue')).toBe('blue')
    expect(firstMessage(colour, undefined)).toBe('U moet hier een keuze maken')
    expect(firstMessage(colour, 'red')).toBe('U moet hier een keuze maken')
    const dealer = choiceRequired(de)
    expect(dealer.parse('dealer-7')).toBe('dealer-7')
    expect(firstMessage(dealer, '  ')).toBe('Sie müssen hier eine Auswahl treffen')
    expect(firstMessage(dealer, null)).toBe('Sie müssen hier eine Auswahl treffen')
  })

  it('checkboxRequired accepts a ticked box, from JSON or form data', () => {
    const terms = checkboxRequired(nl)
    expect(terms.parse(true)).toBe(true)
    expect(terms.parse('on')).toBe(true)
    expect(firstMessage(terms, undefined)).toBe('U moet dit aanvaarden')
    expect(firstMessage(terms, false)).toBe('U moet dit aanvaarden')
  })

  it('yesNo accepts only yes or no', () => {
    expect(yesNo(de).parse('yes')).toBe('yes')
    expect(yesNo(de).parse('no')).toBe('no')
    expect(firstMessage(yesNo(de), 'maybe')).toBe('Bitte antworten Sie mit Ja oder Nein')
    expect(firstMessage(yesNo(nl), undefined)).toBe('Gelieve ja of nee te antwoorden')
  })
})
