import { localeCodes } from '@lamella/i18n'
import { SEARCH_SEGMENT } from '#app/shared/paths'

const searchTarget = new RegExp(`^/(?:${localeCodes.join('|')})/${SEARCH_SEGMENT}(?:[?.]|$)`)

/**
 * Whether a request target (path and query, `.data` included) is the site search: its answers
 * are as many as the words people type, so the page cache passes them on and never keeps one.
 */
export function isSearchTarget(target: string | undefined): boolean {
  return searchTarget.test(target ?? '')
}
