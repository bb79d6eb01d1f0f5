import type { Locale } from '../locales'
import { createTranslate, type Translate, type Translator } from '../translate'
import { catalogues } from './catalogues'
import type { Messages } from './en'

/** Every catalogue. Server code only: the browser receives its one language from the loader. */
export { catalogues }

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale]
}

const serialized = new Map<string, string>()

/**
 * One language's catalogue as JSON, for the browser: loader data carries it as one string, which
 * React Router's serializer passes through at the cost of an escape instead of walking some 300
 * keys on every render. The e-mail texts stay out: only the CMS's mail flow uses them, and every
 * page would carry them. So do the dealer desk's, unless `desk` asks for them: only its signed-in
 * pages use them.
 */
export function serializedMessages(locale: Locale, { desk = false }: { desk?: boolean } = {}) {
  const key = `${locale}${desk ? ':desk' : ''}`
  let json = serialized.get(key)
  if (json === undefined) {
    const { email: _serverOnly, dealerDesk, ...forBrowser } = catalogues[locale]
    json = JSON.stringify(desk ? { ...forBrowser, dealerDesk } : forBrowser)
    serialized.set(key, json)
  }
  return json
}

const translators = new Map<Locale, Translate>()

/**
 * A translate function bound to `locale`, for code outside React (loaders, actions, zod error
 * maps). Shared per locale: nothing ever changes their language.
 */
export function translatorFor(locale: Locale): Translate {
  let translate = translators.get(locale)
  if (!translate) {
    translate = createTranslate(locale, catalogues[locale])
    translators.set(locale, translate)
  }
  return translate
}

/** `translatorFor` with the loose signature the validation helpers take. */
export function createTranslator(locale: Locale): Translator {
  return translatorFor(locale) as Translator
}

export type { Messages }
