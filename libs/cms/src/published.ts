import { isRecord } from './translations.ts'

/**
 * Only published records: the one place drafts are kept out (the reader role filters too, so
 * this holds under any token). An editor preview lifts it here.
 */
export const published = { status: { _eq: 'published' } } as const

/**
 * The one place where the editors' preview lifts `published`: a client made with `drafts` sends
 * every status condition `published` wrote as published-or-draft (archived items stay out), in
 * filters and in `deep` filters alike, so no query needs to know about the preview.
 */
export function liftPublished<T extends object>(query: T): T {
  // The one cast of the preview: the copy has the query's shape, only `status` conditions differ.
  return lift(query) as T
}

function lift(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(lift)
  if (!isRecord(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      key === 'status' && isRecord(entry) && entry._eq === published.status._eq
        ? { _in: ['published', 'draft'] }
        : lift(entry),
    ]),
  )
}
