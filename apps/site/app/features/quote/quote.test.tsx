import { I18nProvider } from '@lamella/i18n/react'
import { messagesFor, serializedMessages } from '@lamella/i18n/server'
import type { Locale } from '@lamella/i18n'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import QuoteScreen from './quote'

const loaderData = {
  head: undefined,
  lines: [],
  configuration: null,
  stamp: { submissionId: '7d4f2c1e-0000-4000-8000-000000000000', stamp: '1.signature' },
}

function page(locale: Locale, Stub: ReturnType<typeof createRoutesStub>) {
  return (
    <I18nProvider locale={locale} catalogue={serializedMessages(locale)}>
      <Stub initialEntries={[`/${locale}/quote`]} />
    </I18nProvider>
  )
}

describe('the quote form', () => {
  it('words its messages in the new language when the site language changes', async () => {
    const action = vi.fn(() => null)
    const Stub = createRoutesStub([
      { path: '/:lang/quote', Component: QuoteScreen, loader: () => loaderData, action },
    ])
    const { rerender } = render(page('en', Stub))
    const en = messagesFor('en')
    const fr = messagesFor('fr')
    await userEvent.click(await screen.findByRole('button', { name: en.quote.submit }))
    const summary = await screen.findByRole('alert', { name: en.form.errorSummary })
    expect(summary).toHaveTextContent(en.validation.checkboxRequired)
    expect(summary).toHaveTextContent(en.validation.choiceRequired)

    rerender(page('fr', Stub))
    await waitFor(() =>
      expect(screen.getByRole('alert', { name: fr.form.errorSummary })).toHaveTextContent(
        fr.validation.checkboxRequired,
      ),
    )
    expect(screen.getByRole('alert', { name: fr.form.errorSummary })).toHaveTextContent(
      fr.validation.choiceRequired,
    )
    expect(document.body).not.toHaveTextContent(en.validation.checkboxRequired)
    expect(action).not.toHaveBeenCalled()
  })

  it('offers to configure a pool when the URL names none', async () => {
    const Stub = createRoutesStub([
      { path: '/:lang/quote', Component: QuoteScreen, loader: () => loaderData },
    ])
    render(page('nl', Stub))
    const nl = messagesFor('nl')
    expect(await screen.findByText(nl.quoteRequest.noConfiguration)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: nl.quoteRequest.configure })).toHaveAttribute(
      'href',
      '/nl/configure',
    )
  })
})
