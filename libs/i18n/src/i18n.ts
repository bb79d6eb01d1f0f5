import { createInstance, type i18n as I18n } from 'i18next'

import { type Locale, localeCodes, toTag } from './locales'
import { de } from './messages/de'
import { en, type Messages } from './messages/en'
import { es } from './messages/es'
import { fr } from './messages/fr'
import { nl } from './messages/nl'

export const defaultNS = 'translation'

export const resources = {
  nl: { translation: nl },
  en: { translation: en },
  fr: { translation: fr },
  de: { translation: de },
  es: { translation: es },
} as const satisfies Record<Locale, { translation: Messages }>

// Typed keys and interpolation values for every `t` in the monorepo (site and libs alike). English
// is the source catalogue, so its literal strings drive the `{{placeholder}}` checks.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS
    resources: { translation: typeof en }
  }
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>
}[keyof T & string]

type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_one`
  ? Base
  : K extends `${infer Base}_other`
    ? Base
    : K

/** A dotted message key as passed to `t`; plural keys appear once, without `_one`/`_other`. */
export type MessageKey = WithoutPluralSuffix<Leaves<Messages>>

/** Interpolation values; `count` selects the plural form. */
export type MessageValues = Record<string, string | number>

/** The minimal translate function the validation helpers need. */
export type Translator = (key: MessageKey, values?: MessageValues) => string

/**
 * A ready i18next instance for one request or one browser session. i18next languages are the URL
 * codes (`nl`), never the tags: plural rules only need the language, and the codes match the
 * `:lang` route segment that react-i18next switches on.
 */
export function createI18n(locale: Locale): I18n {
  const instance = createInstance()
  // With bundled resources and `initAsync: false`, init finishes before it returns; the promise
  // carries nothing we need.
  void instance.init({
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: localeCodes,
    defaultNS,
    ns: [defaultNS],
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}

const translators = new Map<Locale, Translator>()

/**
 * A translate function bound to `locale`, for code outside React (loaders, actions, zod error
 * maps). Instances are shared per locale: nothing ever changes their language.
 */
export function createTranslator(locale: Locale): Translator {
  let translator = translators.get(locale)
  if (!translator) {
    // i18next's typed overloads check one literal key at a time, but validation picks its key at
    // runtime from a union, so this one caller goes through the untyped signature.
    translator = createI18n(locale).getFixedT(locale) as unknown as Translator
    translators.set(locale, translator)
  }
  return translator
}

const brusselsTime = { timeZone: 'Europe/Brussels' } as const

/**
 * Formats an ISO date or date-time for display. The time zone is pinned to Brussels so that the
 * server render and the browser agree (a date-only ISO string is midnight UTC).
 */
export function formatDate(
  locale: Locale,
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`)
  return new Intl.DateTimeFormat(toTag(locale), { ...brusselsTime, ...options }).format(date)
}

export function formatNumber(
  locale: Locale,
  value: number,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(toTag(locale), options).format(value)
}
