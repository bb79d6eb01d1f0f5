import { createContext, useContext, type ReactNode } from 'react'
import type { Locale } from './locales'
import type { Messages } from './messages/en'
import { createLooseTranslate, createTranslate, type Translate, type Translator } from './translate'

interface I18n {
  locale: Locale
  t: Translate
  /** `t` for the validation helpers (`createErrorMap`), which choose keys at runtime. */
  translator: Translator
}

const I18nContext = createContext<I18n | null>(null)

/** One translator per language and catalogue, made once: renders only look it up. */
const known = new Map<string, I18n>()

function i18nFor(locale: Locale, catalogue: string | undefined): I18n {
  const key = `${locale}\n${catalogue ?? ''}`
  let i18n = known.get(key)
  if (!i18n) {
    const messages = catalogue ? (JSON.parse(catalogue) as Messages) : ({} as Messages)
    i18n = {
      locale,
      t: createTranslate(locale, messages),
      translator: createLooseTranslate(locale, messages),
    }
    known.set(key, i18n)
  }
  return i18n
}

/**
 * Provides one language's messages to the components below: `catalogue` is that language's
 * catalogue as JSON (`serializedMessages`), as the root loader sends it. Without it (the shell's
 * loader itself failed) every text reads as its key.
 */
export function I18nProvider({
  locale,
  catalogue,
  children,
}: {
  locale: Locale
  catalogue: string | undefined
  children: ReactNode
}) {
  return <I18nContext value={i18nFor(locale, catalogue)}>{children}</I18nContext>
}

/** The visitor's language and its translate function. */
export function useTranslation(): I18n {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it.')
  return i18n
}
