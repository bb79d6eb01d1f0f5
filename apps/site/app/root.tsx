import { createI18n, toTag, type Locale } from '@lamella/i18n'
import { LoadingBar, Toaster } from '@lamella/ui'
import { useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useNavigation,
} from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { ErrorScreen } from './components/error-screen'
import { SiteShell } from './components/site-shell'
import { useRootData } from './lib/root-data'
import { loadShell } from './lib/shell.server'
import { localeCookie } from './middleware/locale-cookie.server'

export const middleware: Route.MiddlewareFunction[] = [localeCookie]

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }]

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadShell(request, params)
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  const brand = loaderData?.global?.brand ?? 'Lamella'
  if (error) {
    const i18n = createI18n(loaderData?.locale ?? 'nl')
    return [
      { title: i18n.t('meta.notFoundTitle', { brand }) },
      { name: 'robots', content: 'noindex' },
    ]
  }
  return [{ title: brand }]
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData()
  const locale: Locale = root?.locale ?? 'nl'
  const i18n = useMemo(() => createI18n(locale), [locale])
  const navigation = useNavigation()
  return (
    <html lang={toTag(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Spec section 9: the page-transition bar and the toasts, with the library's defaults. */}
        <LoadingBar loading={navigation.state !== 'idle'} />
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <Toaster label={i18n.t('common.notifications')} />
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
  if (!isRouteErrorResponse(error) || error.status !== 404) {
    // Spec section 8: a fatal error is recorded and the 404-style error screen is shown.
    console.error(error)
  }
  return (
    <SiteShell>
      <ErrorScreen error={error} />
    </SiteShell>
  )
}
