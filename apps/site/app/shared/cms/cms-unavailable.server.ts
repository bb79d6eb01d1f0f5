import { CmsError, isRetriedStatus } from '@lamella/cms'
import { unavailable } from '#app/shared/not-found'
import { requestPath } from '#app/shared/paths'

/**
 * The CMS could not answer: no connection, a timeout, a status the client retries (5xx, 408, 409,
 * 425, 429) still there after the retry, or a success whose body broke off or did not parse (a
 * reset, a proxy's truncated answer). A visitor can come back later for all of these; anything
 * else (400, 401, 403, 404) says the site asked wrongly, and waiting will not help.
 */
export function isCmsUnavailable(error: unknown): boolean {
  if (!(error instanceof CmsError)) return false
  const status = error.status
  return (
    status === undefined ||
    status >= 500 ||
    isRetriedStatus(status) ||
    (status >= 200 && status < 300)
  )
}

/**
 * Runs a page's CMS reads; when the CMS is unavailable and nothing cached can stand in (the
 * content cache already answers stale data when it has some), the page is a 503 that says so in
 * the visitor's language, and the page cache adds `Retry-After`.
 */
export async function withCms<T>(request: Request, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (isCmsUnavailable(error)) {
      console.error(`CMS unavailable for ${requestPath(request)}:`, (error as Error).message)
      throw unavailable(requestPath(request))
    }
    throw error
  }
}
