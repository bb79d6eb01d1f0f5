import type { Locale } from '@lamella/i18n'
import { I18nProvider } from '@lamella/i18n/react'
import { serializedMessages, translatorFor } from '@lamella/i18n/server'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetToasts, takeToasts, type ToastRequest } from '#app/shared/toast/toasts'
import { CONSENT_COOKIE, readConsent } from './consent'
import Consent from './consent-manager'
import { onConsentSettingsRequest, requestConsentSettings } from './settings-request'

function renderConsent(locale: Locale = 'en') {
  const t = translatorFor(locale)
  const Stub = createRoutesStub([
    {
      path: '/:lang',
      Component: () => (
        <Consent
          tagManager={{ id: 'GTM-TEST', origin: 'https://tags.example' }}
          privacyHref={`/${locale}/privacy`}
          onSettingsRequest={onConsentSettingsRequest}
        />
      ),
    },
  ])
  render(
    <I18nProvider locale={locale} catalogue={serializedMessages(locale)}>
      <Stub initialEntries={[`/${locale}`]} />
    </I18nProvider>,
  )
  return t
}

/** The toasts raised since the last look (the toast area shows them: shell/toasts.test.tsx). */
const toastsRaised = (): ToastRequest[] =>
  takeToasts().flatMap((command) => ('show' in command ? [command.show] : []))

/** The toast of a saved choice, in the catalogue's words. */
const savedToast = (t: ReturnType<typeof translatorFor>): ToastRequest => ({
  message: t('consent.saved'),
  description: t('consent.savedDescription', { settings: t('footer.cookieSettings') }),
  tone: 'success',
})

const banner = async (t: ReturnType<typeof translatorFor>) =>
  within(await screen.findByRole('region', { name: t('consent.title') }))

beforeEach(() => {
  // the banner measures its height to keep focused controls above it, which jsdom cannot
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  resetToasts()
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
  document.head.querySelectorAll('script[data-tag-manager]').forEach((script) => script.remove())
  delete window.dataLayer
})

describe('the consent choice saved', () => {
  it.each(['en', 'fr'] as const)(
    '%s: a first choice closes the banner and says, in a toast, that it is kept and where to change it',
    async (locale) => {
      const t = renderConsent(locale)
      fireEvent.click((await banner(t)).getByRole('button', { name: t('consent.rejectAll') }))
      expect(readConsent()).toMatchObject({ analytics: false, advertising: false })
      expect(screen.queryByRole('region', { name: t('consent.title') })).toBeNull()
      expect(toastsRaised()).toEqual([savedToast(t)])
    },
  )

  it('says so after choices saved from the settings, and after the banner is reopened', async () => {
    const t = renderConsent()
    const first = await banner(t)
    fireEvent.click(first.getByRole('button', { name: t('consent.settings') }))
    fireEvent.click(first.getByRole('checkbox', { name: t('consent.analytics') }))
    fireEvent.click(first.getByRole('button', { name: t('consent.save') }))
    expect(readConsent()).toMatchObject({ analytics: true, advertising: false })
    expect(toastsRaised()).toEqual([savedToast(t)])

    act(() => requestConsentSettings())
    fireEvent.click((await banner(t)).getByRole('button', { name: t('consent.acceptAll') }))
    expect(readConsent()).toMatchObject({ analytics: true, advertising: true })
    expect(toastsRaised()).toEqual([savedToast(t)])
  })

  it('raises no toast when the reopened banner is closed without a new choice', async () => {
    document.cookie = `${CONSENT_COOKIE}=1:${new Date().toISOString().slice(0, 10)}:none; Path=/`
    const t = renderConsent()
    act(() => requestConsentSettings())
    const region = await screen.findByRole('region', { name: t('consent.title') })
    fireEvent.keyDown(region, { key: 'Escape' })
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: t('consent.title') })).toBeNull(),
    )
    expect(toastsRaised()).toEqual([])
  })
})
