import { I18nProvider } from '@lamella/i18n/react'
import { serializedMessages, translatorFor } from '@lamella/i18n/server'
import { toast } from '@lamella/ui'
import { act, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetToasts } from '#app/shared/toast/toasts'
import { Runtime } from './runtime'
import { Toasts } from './toasts'

/** The browser's resource observer, fed by the test with the answers the page gets. */
let record: (entry: PerformanceResourceTiming) => void = () => {}

class FakeObserver {
  static supportedEntryTypes = ['resource']
  constructor(private callback: PerformanceObserverCallback) {}
  observe() {
    record = (entry) =>
      this.callback(
        { getEntriesByType: () => [entry] } as unknown as PerformanceObserverEntryList,
        this as unknown as PerformanceObserver,
      )
  }
  disconnect() {
    record = () => {}
  }
}

const dataAnswer = (path: string, build: string) =>
  ({
    name: `${window.location.origin}${path}`,
    transferSize: 2_000,
    serverTiming: [{ name: 'build', description: build, duration: 0 }],
  }) as unknown as PerformanceResourceTiming

const config = { siteOrigin: 'http://localhost', tagManager: null, map: null, errorReporting: null }

function renderRuntime(locale: 'en' | 'de') {
  const t = translatorFor(locale)
  const Stub = createRoutesStub([
    {
      path: '/:lang',
      Component: () => (
        <>
          <Runtime config={config} locale={locale} />
          <Toasts label={t('common.notifications')} closeLabel={t('common.closeNotification')} />
        </>
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

beforeEach(() => {
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  ;(window as { __reactRouterManifest?: unknown }).__reactRouterManifest = { version: 'a1' }
})

afterEach(() => {
  act(() => {
    toast.dismiss()
    resetToasts()
  })
  vi.unstubAllGlobals()
  delete (window as { __reactRouterManifest?: unknown }).__reactRouterManifest
})

describe('Runtime: a new deployment', () => {
  it('raises no toast while the answers come from the page’s own build', async () => {
    const t = renderRuntime('en')
    act(() => record(dataAnswer('/en/blog.data', 'a1')))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByText(t('common.newVersion'))).toBeNull()
    expect(document.querySelector('section[aria-live]')).toBeNull()
  })

  it.each(['en', 'de'] as const)(
    '%s: offers the new version in a toast with a Reload button',
    async (locale) => {
      const t = renderRuntime(locale)
      act(() => record(dataAnswer(`/${locale}/blog.data`, 'b2')))
      expect(await screen.findByText(t('common.newVersion'))).toBeInTheDocument()
      expect(screen.getByRole('button', { name: t('common.reload') })).toBeInTheDocument()
      expect(
        screen.getByRole('button', { name: t('common.closeNotification') }),
      ).toBeInTheDocument()
    },
  )
})
