import { notFound } from '#app/shared/not-found'
import { requestPath } from '#app/shared/paths'
import type { Route } from './+types/not-found'

/** Anything no route matches: 'Page not found: {path}'. */
export function loader({ request }: Route.LoaderArgs) {
  throw notFound('route', requestPath(request))
}

export default function NotFound() {
  return null
}
