import { type Locale, toTag } from './locales'
import type { Messages, en } from './messages/en'

type Source = typeof en

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]

type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_one`
  ? Base
  : K extends `${infer Base}_other`
    ? Base
    : K

/** A dotted message key as passed to `t`; plural keys appear once, without `_one`/`_other`. */
export type MessageKey = WithoutPluralSuffix<Leaves<Source>>

/** The English text(s) of a key: both plural forms for a plural key. */
type TextOf<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextOf<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : T[`${K}_one` & keyof T] | T[`${K}_other` & keyof T]

type Placeholders<S> = S extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never

/** The `{{placeholders}}` a key needs, from the English catalogue. */
export type MessagePlaceholders<K extends MessageKey> = Placeholders<TextOf<Source, K>>

/** Interpolation values; `count` selects the plural form. */
export type MessageValues = Record<string, string | number>

/** A key's values argument: required when its message has placeholders. */
export type ValuesOf<K extends MessageKey> = [MessagePlaceholders<K>] extends [never]
  ? [values?: MessageValues]
  : [values: Record<MessagePlaceholders<K>, string | number> & MessageValues]

/** Translates a key of the catalogue; keys and required placeholders are checked at compile time. */
export type Translate = <K extends MessageKey>(key: K, ...values: ValuesOf<K>) => string

/** The loose translate function the validation helpers need (the rule key is chosen at runtime). */
export type Translator = (key: MessageKey, values?: MessageValues) => string

type Tree = { readonly [key: string]: string | Tree }

function lookup(messages: Tree, path: readonly string[], leaf: string): string | undefined {
  let node: string | Tree | undefined = messages
  for (const segment of path) node = typeof node === 'object' ? node[segment] : undefined
  const text = typeof node === 'object' ? node[leaf] : undefined
  return typeof text === 'string' ? text : undefined
}

const placeholder = /\{\{\s*([^{}\s]+)\s*\}\}/g

/**
 * A translate function over one language's catalogue, with the catalogue format i18next made
 * common: dotted keys, `{{name}}` interpolation (not HTML-escaped: React escapes), and plural
 * forms under `_one`/`_other` (any CLDR category, falling back to `_other`) chosen by `count`
 * with the language's `Intl.PluralRules`. A missing key answers the key itself.
 */
export function createTranslate(locale: Locale, messages: Messages): Translate {
  return translateOver(locale, messages) as Translate
}

/**
 * `createTranslate` with the loose signature the validation helpers take (`createErrorMap`), for
 * code in the browser that words zod issues with the page's catalogue.
 */
export function createLooseTranslate(locale: Locale, messages: Messages): Translator {
  return translateOver(locale, messages)
}

function translateOver(locale: Locale, messages: Messages) {
  // Made on the first count: a browser's first plural rules load ICU data, a few milliseconds of
  // a phone's hydration that most pages never need.
  let plural: Intl.PluralRules | undefined
  const tree = messages as Tree
  const translate = (key: string, values?: MessageValues) => {
    const path = key.split('.')
    const leaf = path.pop() ?? key
    let text: string | undefined
    if (typeof values?.count === 'number') {
      plural ??= new Intl.PluralRules(toTag(locale))
      text =
        lookup(tree, path, `${leaf}_${plural.select(values.count)}`) ??
        lookup(tree, path, `${leaf}_other`)
    }
    text ??= lookup(tree, path, leaf)
    if (text === undefined) return key
    if (!values) return text
    return text.replace(placeholder, (match, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : match,
    )
  }
  return translate
}
