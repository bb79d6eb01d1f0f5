import type { Locale } from '@lamella/i18n'
import { I18nProvider } from '@lamella/i18n/react'
import { serializedMessages } from '@lamella/i18n/server'
import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { BlockProvider } from '../block-context'
import { testEnvironment } from '../test-environment'

/** The providers a block renders in on the site, in one language (plain img and a). */
export function providers(locale: Locale = 'en') {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nProvider locale={locale} catalogue={serializedMessages(locale)}>
        <BlockProvider value={testEnvironment}>{children}</BlockProvider>
      </I18nProvider>
    )
  }
}

/** Renders a block inside the providers the site gives it. */
export const renderBlock = (ui: ReactElement, locale: Locale = 'en') =>
  render(ui, { wrapper: providers(locale) })

/** The HTML the server sends for a block, before any script runs. */
export function serverHtml(element: ReactNode, locale: Locale = 'en') {
  const Providers = providers(locale)
  return renderToString(<Providers>{element}</Providers>)
}
