/**
 * The rules of the editors' redirects (`redirects`), which extensions/redirect-keeper applies in
 * Directus and its tests check here: where an item of a collection lives on the site in a
 * language, what a path is written as, and how a new redirect joins the ones there are (chains
 * collapse, loops are refused, a path that is live again is no longer redirected).
 */
// the module itself: the package's index has bundler-style imports that Directus' Node cannot
// run
// eslint-disable-next-line @nx/enforce-module-boundaries
import { fromTag } from '../../../libs/i18n/src/locales.ts'

export const redirectsCollection = 'redirects'

/**
 * The collections with a page per item on the site and the section their pages live under
 * (`pages` at the top). The site's own map is apps/site/app/shared/paths.ts; a test keeps the two
 * the same.
 */
export const pageSections = {
  pages: '',
  posts: 'blog',
  covers: 'covers',
  projects: 'projects',
  pools: 'pools',
} as const
export type PageCollection = keyof typeof pageSections

export const isPageCollection = (value: string): value is PageCollection =>
  Object.hasOwn(pageSections, value)

/** A path as redirects keep it: one leading slash, no trailing one, no query. */
export function normalPath(value: string): string {
  const path = value.trim().split(/[?#]/)[0] ?? ''
  const joined = `/${path.replace(/^\/+/, '')}`.replace(/\/{2,}/g, '/')
  return joined.length > 1 ? joined.replace(/\/+$/, '') : joined
}

/** The path of an item of `collection` with `slug` in the language `languageCode` (`fr-FR`). */
export function itemPath(
  collection: PageCollection,
  languageCode: unknown,
  slug: unknown,
): string | null {
  const locale = typeof languageCode === 'string' ? fromTag(languageCode) : undefined
  if (!locale || typeof slug !== 'string' || slug.trim() === '') return null
  const section = pageSections[collection]
  return normalPath(`/${locale}${section ? `/${section}` : ''}/${slug.trim()}`)
}

export interface StoredRedirect {
  id: number | string
  source: string
  target: string | null
  code: number
}

/**
 * Where `target` finally leads through `redirects`, and whether following it comes back to
 * `source` (a loop). A gone path (410) ends the chain.
 */
export function finalTarget(
  source: string,
  target: string,
  redirects: readonly StoredRedirect[],
): { target: string; loops: boolean } {
  const bySource = new Map(redirects.map((entry) => [entry.source, entry]))
  const seen = new Set([source])
  let current = target
  for (;;) {
    if (seen.has(current)) return { target: current, loops: true }
    seen.add(current)
    const next = bySource.get(current)
    if (!next || next.code === 410 || !next.target) return { target: current, loops: false }
    current = next.target
  }
}

/** What the Studio says when a redirect would lead back to where it starts. */
export const loopMessage = (source: string, target: string) =>
  `This redirect would loop: ${source} leads to ${target}, which leads back to ${source}. Change or delete the other redirect first.`
