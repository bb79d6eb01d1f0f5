import { I18nProvider } from '@lamella/i18n/react'
import { serializedMessages, translatorFor } from '@lamella/i18n/server'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetToasts, takeToasts, type ToastRequest } from '#app/shared/toast/toasts'
import { ShareLink } from './share-link'

const url = 'https://www.lamella.example/fr/configure?step=quote&pool=1&color=blue'

/** The browser's clipboard: `writeText` as given, or none at all (an insecure page, an old browser). */
function clipboard(writeText?: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  })
}

function renderShareLink(locale: 'en' | 'fr' = 'en') {
  render(
    <I18nProvider locale={locale} catalogue={serializedMessages(locale)}>
      <ShareLink url={url} />
    </I18nProvider>,
  )
  return translatorFor(locale)
}

/** The toasts raised so far (the toast area shows them: shell/toasts.test.tsx). */
const raised: ToastRequest[] = []
const toastsRaised = () => {
  for (const command of takeToasts()) if ('show' in command) raised.push(command.show)
  return raised
}

afterEach(() => {
  resetToasts()
  raised.length = 0
  clipboard()
})

describe('ShareLink', () => {
  it('shows the link in a labelled read-only field, for everyone to select', () => {
    const t = renderShareLink()
    const field = screen.getByRole('textbox', { name: t('configurator.share.label') })
    expect(field).toHaveValue(url)
    expect(field).toHaveAttribute('readonly')
  })

  it.each(['en', 'fr'] as const)('%s: copies the link and says so in a toast', async (locale) => {
    const writeText = vi.fn(async () => {})
    clipboard(writeText)
    const t = renderShareLink(locale)
    fireEvent.click(screen.getByRole('button', { name: t('configurator.share.copy') }))
    await waitFor(() =>
      expect(toastsRaised()).toEqual([
        { message: t('configurator.share.copied'), tone: 'success' },
      ]),
    )
    expect(writeText).toHaveBeenCalledWith(url)
  })

  it.each([
    ['the browser refuses', () => clipboard(() => Promise.reject(new DOMException('denied')))],
    ['there is no clipboard', () => clipboard()],
  ])('when %s, says it could not copy and selects the link to copy by hand', async (_, given) => {
    given()
    const t = renderShareLink()
    fireEvent.click(screen.getByRole('button', { name: t('configurator.share.copy') }))
    await waitFor(() =>
      expect(toastsRaised()).toEqual([
        {
          message: t('configurator.share.notCopied'),
          description: t('configurator.share.copyYourself'),
          tone: 'error',
        },
      ]),
    )
    const field = screen.getByRole<HTMLInputElement>('textbox', {
      name: t('configurator.share.label'),
    })
    expect(field).toHaveFocus()
    expect(field).toHaveValue(url)
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, url.length])
  })
})
