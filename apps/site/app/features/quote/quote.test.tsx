import { I18nProvider } from '@lamella/i18n/react'
import { messagesFor, serializedMessages } from '@lamella/i18n/server'
import type { Locale } from '@lamella/i18n'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, type ActionFunctionArgs } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetToasts, takeToasts, type ToastCommand } from '#app/shared/toast/toasts'
import type { QuoteOutcome } from './outcome'
import QuoteScreen, { clientAction } from './quote'

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

describe('a post that never reaches the site', () => {
  afterEach(() => {
    resetToasts()
    vi.unstubAllGlobals()
  })

  /** What the toast area was asked to do since the last look (shell/toasts.test.tsx shows it). */
  const commands: ToastCommand[] = []
  const toastCommands = () => {
    commands.push(...takeToasts())
    return commands
  }

  const sent: QuoteOutcome = {
    status: 'sent',
    answer: { from: 'office', by: '2026-12-02' },
    email: 'ines@example.com',
  }

  /**
   * The quote route with JavaScript: its client action in front of a server action that the test
   * answers, with what each post carried.
   */
  function quoteRoute(server: (body: FormData) => Promise<QuoteOutcome>, locale: Locale) {
    const posted: FormData[] = []
    const Stub = createRoutesStub([
      {
        path: '/:lang/quote',
        Component: QuoteScreen,
        loader: () => loaderData,
        action: ({ request, params }: ActionFunctionArgs) =>
          clientAction({
            request,
            params,
            serverAction: async () => {
              const body = await request.formData()
              posted.push(body)
              return server(body)
            },
          } as unknown as Parameters<typeof clientAction>[0]),
      },
    ])
    commands.length = 0
    render(page(locale, Stub))
    return posted
  }

  async function fillIn(locale: Locale) {
    const t = messagesFor(locale)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('radio', { name: t.quote.byMail }))
    await user.type(screen.getByRole('textbox', { name: t.quote.name }), 'Ines Peeters')
    await user.type(screen.getByRole('textbox', { name: t.quote.email }), 'ines@example.com')
    await user.type(screen.getByRole('combobox', { name: t.quoteRequest.address }), 'Markt 1')
    await user.keyboard('{Escape}')
    await user.type(screen.getByRole('textbox', { name: t.quote.postalCode }), '8000')
    await user.type(screen.getByRole('textbox', { name: t.quote.municipality }), 'Brugge')
    await user.click(screen.getByRole('radio', { name: t.quoteRequest.no }))
    await user.click(screen.getByRole('checkbox', { name: t.quote.consent }))
    return user
  }

  it.each(['en', 'nl'] as const)(
    '%s: keeps the form as typed, says so in a toast, and its button sends the same again',
    async (locale) => {
      // the address suggestions find nothing
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json({ suggestions: [] })),
      )
      const t = messagesFor(locale)
      let online = false
      const posted = quoteRoute(async () => {
        if (!online) throw new TypeError('Failed to fetch')
        return sent
      }, locale)
      const user = await fillIn(locale)
      await user.click(screen.getByRole('button', { name: t.quote.submit }))

      await waitFor(() =>
        expect(toastCommands()).toContainEqual({
          show: {
            id: 'quote-unsent',
            tone: 'error',
            message: t.form.errorTitle,
            description: t.form.unsentDescription,
            action: { label: t.form.retry, onClick: expect.any(Function) },
          },
        }),
      )
      // the post first took away any earlier toast of its kind
      expect(toastCommands()[0]).toEqual({ dismiss: 'quote-unsent' })
      // nothing the visitor typed is lost, and no error screen took the form's place
      expect(screen.getByRole('textbox', { name: t.quote.name })).toHaveValue('Ines Peeters')
      expect(screen.getByRole('textbox', { name: t.quote.email })).toHaveValue('ines@example.com')
      expect(screen.getByRole('checkbox', { name: t.quote.consent })).toBeChecked()
      expect(screen.getByRole('button', { name: t.quote.submit })).toBeEnabled()

      online = true
      const unsentToast = toastCommands().find((command) => 'show' in command)
      act(() => {
        if (unsentToast && 'show' in unsentToast) unsentToast.show.action?.onClick()
      })
      expect(await screen.findByText(t.form.successTitle)).toBeInTheDocument()
      // the retry took the toast away as it went
      expect(toastCommands().at(-1)).toEqual({ dismiss: 'quote-unsent' })
      expect(posted).toHaveLength(2)
      const [first, again] = posted.map((body) => Object.fromEntries(body))
      expect(again).toEqual(first)
      expect(first).toMatchObject({
        intent: 'send',
        name: 'Ines Peeters',
        email: 'ines@example.com',
        submissionId: loaderData.stamp.submissionId,
      })
    },
  )

  it('leaves other failures to the error screen', async () => {
    await expect(
      clientAction({
        serverAction: () => Promise.reject(new Error('boom')),
      } as unknown as Parameters<typeof clientAction>[0]),
    ).rejects.toThrow('boom')
  })
})
