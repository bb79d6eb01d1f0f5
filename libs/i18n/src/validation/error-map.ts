import type { core } from 'zod'

import { formatDate, formatNumber } from '../format'
import type { Locale } from '../locales'
import { createTranslator } from '../messages'
import type { MessageKey, MessageValues, Translator } from '../translate'

type RuleOf<Key> = Key extends `validation.${infer Rule}` ? Rule : never

/** A rule name under `validation.*` (`required`, `length.min`, `date_after`, ...). */
export type ValidationRule = RuleOf<MessageKey>

/**
 * Every rule under `validation.*`, written out rather than read from the English catalogue so
 * that a browser bundle using the error map does not carry that catalogue; `error-map.test.ts`
 * holds the list to the catalogue, the type to its keys.
 */
const validationRuleNames = [
  'field',
  'fallback',
  'required',
  'choiceRequired',
  'checkboxRequired',
  'noHouseNumber',
  'yesNo',
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
  'betweenMetres',
  'confirm',
  'email',
  'ends_with',
  'starts_with',
  'is',
  'matches',
  'length.min',
  'length.max',
  'length.exact',
  'length.between',
  'max',
  'min',
  'lessThan',
  'greaterThan',
  'maxItems',
  'minItems',
  'mime',
  'not',
  'number',
  'integer',
  'requireOne',
  'url',
] as const satisfies readonly ValidationRule[]

const validationRules: ReadonlySet<string> = new Set(validationRuleNames)

// Rule names in their original spelling, where the catalogue key had to differ.
const ruleAliases: Readonly<Record<string, ValidationRule>> = { require_one: 'requireOne' }

export { validationRuleNames }

export function isValidationRule(value: unknown): value is ValidationRule {
  return typeof value === 'string' && validationRules.has(value)
}

export interface ErrorMapOptions {
  /**
   * Localized field labels by dotted path (`contact.email`); array indexes may be left out
   * (`rooms.name` labels `rooms.0.name`). Unlabelled fields read "This field".
   */
  labels?: Readonly<Record<string, string>>
  /** Formats the numbers and dates inside messages; without it they appear unformatted. */
  locale?: Locale
}

const isEmpty = (input: unknown) => input === undefined || input === null || input === ''

function labelFor(labels: Readonly<Record<string, string>>, path: readonly PropertyKey[]) {
  const named = path.filter((segment) => typeof segment !== 'number')
  return labels[path.map(String).join('.')] ?? labels[named.map(String).join('.')]
}

/**
 * A zod 4 error map that words every issue from the `validation.*` catalogue. Pass it per parse,
 * `schema.safeParse(data, { error: createErrorMap(t, { labels, locale }) })`, never through the
 * process-wide `z.config()`: one server renders several languages at once.
 *
 * A refinement chooses its message with `params: { rule, ...values }`, e.g.
 * `.refine(check, { params: { rule: 'contains_uppercase' } })`.
 */
export function createErrorMap(
  t: Translator,
  { labels = {}, locale }: ErrorMapOptions = {},
): core.$ZodErrorMap {
  const number = (value: number | bigint) =>
    locale ? formatNumber(locale, Number(value)) : String(value)
  const date = (value: number | bigint | Date) => {
    const when = value instanceof Date ? value : new Date(Number(value))
    return locale ? formatDate(locale, when) : when.toISOString().slice(0, 10)
  }
  const message = (rule: ValidationRule, values?: MessageValues) => t(`validation.${rule}`, values)

  function paramValues(params: Record<string, unknown>): MessageValues {
    const values: MessageValues = {}
    for (const [name, value] of Object.entries(params)) {
      // `count` picks the plural form, so it must stay a number.
      if (typeof value === 'number') values[name] = name === 'count' ? value : number(value)
      else if (typeof value === 'string') values[name] = value
      else if (value instanceof Date) values[name] = date(value)
      else if (Array.isArray(value)) values[name] = value.map(String).join(', ')
    }
    return values
  }

  return (issue) => {
    const field = labelFor(labels, issue.path ?? []) ?? t('validation.field')

    switch (issue.code) {
      case 'invalid_type':
        if (isEmpty(issue.input)) return message('required', { field })
        if (issue.expected === 'int') return message('integer', { field })
        if (issue.expected === 'number' || issue.expected === 'bigint') {
          return message('number', { field })
        }
        if (issue.expected === 'date') return message('date_format')
        return message('fallback')

      case 'too_small':
        switch (issue.origin) {
          case 'string':
            if (isEmpty(issue.input)) return message('required', { field })
            return message(issue.exact ? 'length.exact' : 'length.min', {
              field,
              count: Number(issue.minimum),
            })
          case 'number':
          case 'int':
          case 'bigint':
            return issue.inclusive === false
              ? message('greaterThan', { field, min: number(issue.minimum) })
              : message('min', { field, min: number(issue.minimum) })
          case 'array':
          case 'set':
            return Number(issue.minimum) <= 1
              ? message('choiceRequired')
              : message('minItems', { count: Number(issue.minimum) })
          case 'date':
            return message('date_after', { field, date: date(issue.minimum) })
          default:
            return message('fallback')
        }

      case 'too_big':
        switch (issue.origin) {
          case 'string':
            return message(issue.exact ? 'length.exact' : 'length.max', {
              field,
              count: Number(issue.maximum),
            })
          case 'number':
          case 'int':
          case 'bigint':
            return issue.inclusive === false
              ? message('lessThan', { field, max: number(issue.maximum) })
              : message('max', { field, max: number(issue.maximum) })
          case 'array':
          case 'set':
            return message('maxItems', { count: Number(issue.maximum) })
          case 'date':
            return message('date_before', { field, date: date(issue.maximum) })
          default:
            return message('fallback')
        }

      case 'invalid_format':
        switch (issue.format) {
          case 'email':
            return message('email')
          case 'url':
            return message('url')
          case 'starts_with':
            return message('starts_with', { field, value: String(issue.prefix) })
          case 'ends_with':
            return message('ends_with', { field, value: String(issue.suffix) })
          case 'lowercase':
            return message('lowercase', { field })
          case 'uppercase':
            return message('uppercase', { field })
          case 'date':
          case 'datetime':
          case 'time':
            return message('date_format')
          default:
            return message('matches', { field })
        }

      case 'invalid_value': {
        const { values, input } = issue
        if (values.length === 1 && values[0] === true) return message('checkboxRequired')
        if (values.length === 2 && values.includes('yes') && values.includes('no')) {
          return message('yesNo')
        }
        if (isEmpty(input)) return message('choiceRequired')
        return message('is', { value: String(input) })
      }

      case 'custom': {
        const { rule, ...params } = issue.params ?? {}
        const name: unknown = typeof rule === 'string' ? (ruleAliases[rule] ?? rule) : rule
        if (!isValidationRule(name)) return message('fallback')
        return message(name, { field, ...paramValues(params) })
      }

      case 'invalid_union':
        return isEmpty(issue.input) ? message('required', { field }) : message('fallback')

      default:
        return message('fallback')
    }
  }
}

/** `createErrorMap` for one site language, with its numbers and dates formatted. */
export function zodErrorMap(
  locale: Locale,
  options: Omit<ErrorMapOptions, 'locale'> = {},
): core.$ZodErrorMap {
  return createErrorMap(createTranslator(locale), { ...options, locale })
}
