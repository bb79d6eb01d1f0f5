import type { SearchDocument } from '@lamella/cms'
import type { Locale } from '@lamella/i18n'
import MiniSearch, { type Query, type SearchResult } from 'minisearch'

/** A stretch of a snippet: `match` when it is a word the search matched. */
export interface SnippetPart {
  text: string
  match?: true
}

/** One document the search found, best first. */
export interface SearchHit {
  document: SearchDocument
  /** a passage of its text around the first word that matched, those words marked */
  snippet: SnippetPart[]
}

export interface SearchAnswer {
  hits: SearchHit[]
  /** every document that matched; `hits` holds at most the limit asked for */
  total: number
}

/** One language's index: what `search` looks through, built once from its documents. */
export interface LanguageIndex {
  search(query: string, limit: number): SearchAnswer
}

/**
 * A word as the index and the queries compare it: lower case, accents off (`Lüttich`, `lüttich`
 * and `luttich` are one word; `été` is found by `ete`).
 */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * How far a typed word may be from an indexed one, in letters changed, added or left out: none
 * for short words (any two three-letter words are close), one from four letters, two from seven.
 */
function fuzziness(term: string): number {
  if (term.length < 4) return 0
  return term.length < 7 ? 1 : 2
}

/**
 * The word with two neighbouring letters swapped, each way it can be (`volte`: `ovlte`, `vlote`,
 * `votle`, `voelt`, `volet`): MiniSearch's distance counts a swap as two changes, while it is the
 * commonest slip of all. Short words have none: `on` is not a typo of `no`.
 */
function swaps(term: string): string[] {
  if (term.length < 4) return []
  const letters = [...term]
  const variants = new Set<string>()
  for (let at = 0; at < letters.length - 1; at++) {
    if (letters[at] === letters[at + 1]) continue
    const swapped = [...letters]
    ;[swapped[at], swapped[at + 1]] = [swapped[at + 1]!, swapped[at]!]
    variants.add(swapped.join(''))
  }
  return [...variants]
}

/** What a word found through a typo weighs against one found as typed (MiniSearch's own). */
const TYPO_WEIGHT = 0.45

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]

/**
 * What MiniSearch is asked: every typed word must be found (a second word narrows the search),
 * as typed, within its fuzziness, as the start of a longer word, or with two letters swapped,
 * which ranks like the other typos.
 */
function queryOf(text: string): Query {
  const terms = tokenize(text).map(foldWord).filter(Boolean)
  return {
    combineWith: 'AND',
    queries: terms.map((term) => ({
      combineWith: 'OR',
      queries: [
        term,
        { queries: swaps(term), fuzzy: false, prefix: false, boostTerm: () => TYPO_WEIGHT },
      ],
    })),
  }
}

interface Indexed {
  key: string
  title: string
  summary: string
  body: string
}

const keyOf = (document: SearchDocument) => `${document.collection}:${document.id}`

/** The index of one language's documents. */
export function buildLanguageIndex(documents: readonly SearchDocument[]): LanguageIndex {
  const byKey = new Map(documents.map((document) => [keyOf(document), document]))
  const mini = new MiniSearch<Indexed>({
    idField: 'key',
    fields: ['title', 'summary', 'body'],
    processTerm: (term) => foldWord(term) || null,
    searchOptions: {
      boost: { title: 4, summary: 2 },
      fuzzy: (term) => fuzziness(term),
      // what a visitor is still typing: `pisc` finds `piscine`
      prefix: (term) => term.length >= 3,
      weights: { fuzzy: TYPO_WEIGHT, prefix: 0.6 },
    },
  })
  mini.addAll(
    documents.map((document) => ({
      key: keyOf(document),
      title: document.title,
      summary: document.summary,
      body: document.body,
    })),
  )
  return {
    search(query, limit) {
      const results = mini.search(queryOf(query))
      return {
        total: results.length,
        hits: results.slice(0, limit).flatMap((result) => {
          const document = byKey.get(String(result.id))
          return document ? [{ document, snippet: snippetOf(document, result) }] : []
        }),
      }
    },
  }
}

/** Characters of text a snippet shows around the first match. */
const SNIPPET_LENGTH = 180
const LEAD = 50

/**
 * The passage of the summary or body that holds the first matched word, cut at word boundaries,
 * with every matched word marked; the summary's start when only the title matched.
 */
function snippetOf(document: SearchDocument, result: SearchResult): SnippetPart[] {
  const matched = new Set(result.terms)
  const words = (text: string) =>
    [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((word) => ({
      start: word.index,
      end: word.index + word[0].length,
      match: matched.has(foldWord(word[0])),
    }))
  const sources = [document.summary, document.body].filter(Boolean)
  const found = sources
    .map((text) => ({ text, words: words(text) }))
    .find(({ words }) => words.some((word) => word.match))
  const { text, words: spans } = found ?? {
    text: sources[0] ?? '',
    words: words(sources[0] ?? ''),
  }
  if (!text) return []
  const first = spans.find((word) => word.match)?.start ?? 0
  // start at a word some way before the match, so that it reads in its sentence
  const from = first <= LEAD ? 0 : (spans.find((word) => word.start >= first - LEAD)?.start ?? 0)
  const last = spans.filter((word) => word.end <= from + SNIPPET_LENGTH).at(-1)
  const to = last && from + SNIPPET_LENGTH < text.length ? last.end : text.length
  const parts: SnippetPart[] = []
  let at = from
  for (const word of spans) {
    if (!word.match || word.start < from || word.end > to) continue
    if (word.start > at) parts.push({ text: text.slice(at, word.start) })
    parts.push({ text: text.slice(word.start, word.end), match: true })
    at = word.end
  }
  if (at < to) parts.push({ text: text.slice(at, to) })
  if (from > 0) parts.unshift({ text: '… ' })
  if (to < text.length) parts.push({ text: ' …' })
  return parts
}

export interface SearchIndexesOptions {
  /** every document of a language, read from the CMS */
  read: (locale: Locale) => Promise<SearchDocument[]>
  /**
   * Age after which an index is rebuilt in the background while it still answers: it bounds how
   * stale a search may be when a purge went missing, as the page cache's own TTL does.
   */
  maxAgeMs: number
  now?: () => number
}

/** The in-memory indexes of every language, built when first searched and after each purge. */
export interface SearchIndexes {
  search(locale: Locale, query: string, limit: number): Promise<SearchAnswer>
  /** A publish changed content: every index is rebuilt before it answers again. */
  invalidate(): void
}

interface Built {
  index: LanguageIndex
  builtAt: number
  /** the purges there had been when its documents were read */
  generation: number
}

/**
 * Indexes per language. A build reads the CMS once however many searches wait for it (single
 * flight); a purge makes the next search wait for a new build, which falls back to the old index
 * when the CMS cannot be read; an old index answers at once while a new one is built.
 */
export function createSearchIndexes({
  read,
  maxAgeMs,
  now = Date.now,
}: SearchIndexesOptions): SearchIndexes {
  let generation = 0
  const built = new Map<Locale, Built>()
  const building = new Map<Locale, { generation: number; promise: Promise<Built> }>()

  function build(locale: Locale): Promise<Built> {
    const running = building.get(locale)
    if (running?.generation === generation) return running.promise
    const started = generation
    const promise = read(locale)
      .then((documents) => {
        const next = { index: buildLanguageIndex(documents), builtAt: now(), generation: started }
        const kept = built.get(locale)
        // a build that read before a purge never replaces one that read after it
        if (!kept || kept.generation <= started) built.set(locale, next)
        return next
      })
      .finally(() => {
        if (building.get(locale)?.promise === promise) building.delete(locale)
      })
    building.set(locale, { generation: started, promise })
    return promise
  }

  async function indexOf(locale: Locale): Promise<LanguageIndex> {
    const kept = built.get(locale)
    if (!kept) return (await build(locale)).index
    if (kept.generation !== generation) {
      try {
        return (await build(locale)).index
      } catch (error) {
        console.error(
          `search: the ${locale} index could not be rebuilt; the old one answers`,
          error,
        )
        return kept.index
      }
    }
    if (now() - kept.builtAt > maxAgeMs) {
      build(locale).catch((error: unknown) => {
        console.error(`search: the ${locale} index could not be refreshed`, error)
      })
    }
    return kept.index
  }

  return {
    async search(locale, query, limit) {
      return (await indexOf(locale)).search(query, limit)
    },
    invalidate() {
      generation += 1
    },
  }
}
