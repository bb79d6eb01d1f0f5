import { data } from 'react-router'

/**
 * A post the browser could not deliver: the visitor went offline, or the connection to the site
 * broke. Not the CMS being down, which the site answers itself (its outbox keeps the request).
 */
export interface Unsent {
  status: 'unsent'
}

/**
 * Whether a post failed on its way to the site: `fetch` rejects with a TypeError then ("Failed to
 * fetch", "Load failed", "NetworkError…" by browser), and with nothing else of the kind.
 */
export function failedInTransit(error: unknown): boolean {
  return error instanceof TypeError
}

/**
 * The answer the browser gives itself for an unsent post: a new object each time, so that each
 * failure is told. Its error status keeps React Router from reading the page's data again, which
 * would fail the same way and replace the form with the error screen.
 */
export function unsent() {
  return data<Unsent>({ status: 'unsent' }, { status: 503 })
}

export function isUnsent(answer: unknown): answer is Unsent {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    'status' in answer &&
    (answer as { status: unknown }).status === 'unsent'
  )
}
