import { Outlet } from 'react-router'
import { requireLocale } from '#app/shared/locale/locale.server'
import type { Route } from './+types/lang-layout'

/**
 * The validity check of every `/{lang}/...` route. It runs as a loader, not a middleware, so the
 * root loader still runs and the 404 screen speaks the visitor's language.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  requireLocale(params, request)
  return null
}

export default function LanguageLayout() {
  return <Outlet />
}
