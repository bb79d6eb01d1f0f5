import type { Locale } from '@lamella/i18n'
import { LoadingBar } from '@lamella/ui'
import { I18nProvider, useTranslation } from '@lamella/i18n/react'
import { lazy, useEffect } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import type { Route } from './+types/root'
import { ErrorScreen } from '#app/shell/error-screen'
import { Island } from '#app/shared/ui/island'
import { hideClosedBannerScript } from '#app/shell/promo-banner'
import { renderWholeOnReturnScript } from '#app/shell/deferred-rendering'
import { Runtime } from '#app/shell/runtime'
import { ScrollRestoration } from '#app/shell/scroll-restoration'
import { SiteShell } from '#app/shell/site-shell'
import { Toasts } from '#app/shell/toasts'
import { useRootData } from '#app/shared/root-data'
import { reportError } from '#app/shared/runtime/error-reporting.client'
import { INLINE_CSS_SLOT } from '#app/shared/runtime/inline-css'
import { PrefetchProvider } from '#app/shared/navigation/prefetch'
import { ServerMarkup } from '#app/shared/navigation/server-markup'
import { useAfterLoad } from '#app/shared/use-after-load'
import { useRememberLocale } from '#app/shared/locale/use-remember-locale'
import { preferJitlessZod } from '#app/shared/cms/zod-jitless'
import { loadShell } from '#app/shared/cms/shell.server'
import { onConsentSettingsRequest } from '#app/features/consent'
import { pathOf } from '#app/shared/paths'
import type { PublicConfig } from '#app/shared/runtime/public-config.server'

type TagManager = NonNullable<PublicConfig['tagManager']>

// The browser only: the server may compile its parsers (no CSP applies there).
if (typeof document !== 'undefined') preferJitlessZod()

const VisualEditing = lazy(() => import('#app/features/preview/visual-editing'))
const Consent = lazy(() => import('#app/features/consent/consent-manager'))

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

export async function loader(args: Route.LoaderArgs) {
  return loadShell(args)
}

/**
 * The shell's data (language, messages, navigation) changes with the language only: other
 * navigations do not fetch it again.
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  return currentParams.lang !== nextParams.lang
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (error) {
    return [
      { title: loaderData?.errorTitle ?? '404 - Lamella' },
      { name: 'robots', content: 'noindex' },
    ]
  }
  return [{ title: loaderData?.shell?.brand ?? 'Lamella' }]
}

function DeferredToasts() {
  const { t } = useTranslation()
  return <Toasts label={t('common.notifications')} closeLabel={t('common.closeNotification')} />
}

/**
 * The consent banner and the tag manager behind it: only on a site with a tag manager, after the
 * page has loaded. Pages of a site without one load none of its code.
 */
function DeferredConsent({ tagManager, locale }: { tagManager: TagManager; locale: Locale }) {
  return useAfterLoad() ? (
    <Island>
      <Consent
        tagManager={tagManager}
        privacyHref={pathOf(locale, { kind: 'privacy' })}
        onSettingsRequest={onConsentSettingsRequest}
      />
    </Island>
  ) : null
}

/** On the document element once the page has hydrated. */
const HYDRATED_ATTRIBUTE = 'data-hydrated'

/** The element the first paint waits for: the page's own markup ends here. */
const pageEnd = 'page-end'

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData()
  const navigation = useNavigation()
  useRememberLocale()
  // React has taken the page over and a click is answered: what a test waits for before it acts.
  // Set on the element rather than rendered, which would render the whole shell a second time.
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), [])
  return (
    // The parts below the first screen render as they come near it (app.css), until the page
    // is to be laid out whole (shell/deferred-rendering.ts); in the editors' preview at once, for
    // the visual editor marks every block
    <html lang={root?.tag ?? 'nl-BE'} data-deferred-rendering={root?.preview ? undefined : ''}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#233f5e" />
        {root?.shell?.banner && (
          <script dangerouslySetInnerHTML={{ __html: hideClosedBannerScript }} />
        )}
        {/* the server's text stays as React hydrates it: the browser bundle does not carry it */}
        <script
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? renderWholeOnReturnScript : '' }}
          suppressHydrationWarning
        />
        <Meta />
        <Links />
        {/*
          The first paint waits until the page's markup has been parsed up to its end marker: the
          browser then styles and lays out the page once, before it shows it, rather than after
          each chunk its parser reads, each time blocking a visitor who has started to read.
        */}
        <link rel="expect" href={`#${pageEnd}`} blocking="render" />
        {/*
          The whole stylesheet, inline: the first paint waits for no request. The server renders a
          slot that the document's bytes fill (inline-css.server.ts), so the browser bundle carries
          no CSS; the client renders the element empty and, as React leaves inner HTML alone when
          hydrating, the server's styles stay.
        */}
        <style
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? INLINE_CSS_SLOT : '' }}
          suppressHydrationWarning
        />
      </head>
      <body>
        <I18nProvider locale={root?.locale ?? 'nl'} catalogue={root?.messages}>
          <PrefetchProvider>
            {/* The page-transition bar and, once one is raised, the toasts. */}
            <LoadingBar loading={navigation.state !== 'idle'} />
            <ServerMarkup preview={!!root?.preview}>{children}</ServerMarkup>
            <div id={pageEnd} hidden />
            {root && <DeferredToasts />}
            {root && <Runtime config={root.config} locale={root.locale} />}
            {root?.config.tagManager && (
              <DeferredConsent tagManager={root.config.tagManager} locale={root.locale} />
            )}
            {root?.preview && (
              <Island>
                <VisualEditing cmsUrl={root.preview.cmsUrl} />
              </Island>
            )}
          </PrefetchProvider>
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status >= 500) {
    // A fatal error is recorded and the 404-style error screen is shown. The
    // server records its own (entry.server's handleError); in the browser the reporter does.
    if (typeof window === 'undefined') console.error(error)
    else reportError(error)
  }
  return (
    <SiteShell>
      <ErrorScreen error={error} />
    </SiteShell>
  )
}
