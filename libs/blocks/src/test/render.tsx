import { serializedMessages } from '@lamella/i18n/server'
import { I18nProvider } from '@lamella/i18n/react'
import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { BlockProvider } from '../block-context'
import { testEnvironment } from '../test-environment'

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider locale="en" catalogue={serializedMessages('en')}>
      <BlockProvider value={testEnvironment}>{children}</BlockProvider>
    </I18nProvider>
  )
}

/** Renders a block inside the providers the site gives it (English messages, plain img and a). */
export const renderBlock = (ui: ReactElement) => render(ui, { wrapper: Providers })

/** The block's server HTML, as a visitor without JavaScript gets it. */
export const serverHtml = (ui: ReactElement) => renderToString(<Providers>{ui}</Providers>)

/** Makes the browser report `prefers-reduced-motion: reduce` (or not). */
export function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia
}
