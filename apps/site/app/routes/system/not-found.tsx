import { notFound } from '../../lib/not-found'
import { requestPath } from '../../lib/paths'
import type { Route } from './+types/not-found'

/** Anything no route matches: 'Page not found: {path}'. */
export function loader({ request }: Route.LoaderArgs) {
  throw notFound('route', requestPath(request))
}

export default function NotFound() {
  return null
}
