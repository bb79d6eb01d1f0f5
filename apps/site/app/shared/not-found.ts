import { data } from 'react-router'

/**
 * The two 404s: `route` when the path cannot be any page of the site (an unmatched
 * route, 'Page not found: {path}'), `page` when it has the shape of a page but its validity check
 * fails: unknown language or unknown slug ('Page Not Found: {path}'). See ADR 004.
 */
export type NotFoundReason = 'route' | 'page'

export interface NotFoundData {
  /** `unavailable`: a 503, the CMS could not answer and nothing cached could stand in */
  reason: NotFoundReason | 'unavailable'
  path: string
}

export function notFound(reason: NotFoundReason, path: string) {
  return data<NotFoundData>({ reason, path }, { status: 404 })
}

export function unavailable(path: string) {
  return data<NotFoundData>({ reason: 'unavailable', path }, { status: 503 })
}

/** A segment that looks like a language code; anything else in first position is unmatched. */
export const languageShape = /^[a-z]{2}$/
