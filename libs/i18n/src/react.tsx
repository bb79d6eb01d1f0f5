import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { Locale } from './locales'
import type { Messages } from './messages/en'
import { createTranslate, type Translate } from './translate'

interface I18n {
  locale: Locale
  t: Translate
}

const I18nContext = createContext<I18n | null>(null)

/**
 * Provides one language's messages to the components below (the root passes the loader's).
 * Without messages (the shell's loader itself failed) every text reads as its key.
 */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: Messages | undefined
  children: ReactNode
}) {
  const value = useMemo(
    () => ({ locale, t: createTranslate(locale, messages ?? ({} as Messages)) }),
    [locale, messages],
  )
  return <I18nContext value={value}>{children}</I18nContext>
}

/** The visitor's language and its translate function. */
export function useTranslation(): I18n {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it.')
  return i18n
}
