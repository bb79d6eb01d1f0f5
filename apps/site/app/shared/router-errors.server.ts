import { isRouteErrorResponse } from 'react-router'

/**
 * React Router's own error responses (no route matches a URL it cannot read, no action for a
 * method) carry a developer message with the path and the route module's file name, and a page's
 * hydration data would hand it to anyone. The error screen needs only the status: the message is
 * dropped before the page renders. Errors the site throws itself (`data(...)`) keep their data.
 */
export function withoutRouterMessages(errors: Record<string, unknown> | null | undefined) {
  for (const error of Object.values(errors ?? {})) {
    if (isRouteErrorResponse(error) && 'internal' in error && error.internal === true) {
      error.data = undefined
    }
  }
}
