import { readSearchDocuments } from '@lamella/cms'
import { env } from '#app/env.server'
import { publishedCms } from '#app/shared/cms/cms.server'
import { createSearchIndexes, type SearchIndexes } from './search-index.server'

let indexes: SearchIndexes | undefined

/**
 * This process's search indexes, one a language, read with the published site's client whatever
 * the request (an editor's preview included): a draft is never found. An index older than the
 * page cache's TTL is rebuilt in the background, the bound a missed purge has there too.
 */
export function siteSearch(): SearchIndexes {
  indexes ??= createSearchIndexes({
    read: (locale) => readSearchDocuments(publishedCms(), locale),
    maxAgeMs: env().PAGE_CACHE_TTL_MS,
  })
  return indexes
}

/** A publish: every language's index is rebuilt on its next search (the purge path calls it). */
export function dropSearchIndexes() {
  indexes?.invalidate()
}
