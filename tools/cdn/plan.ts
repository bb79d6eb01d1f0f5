/**
 * The visits of the CDN simulation: who comes (first visit, returning with a locale cookie, a
 * browser language alone on `/`, an editor in preview), in which language, and which pages they
 * open. Seeded, so a run can be repeated exactly.
 */
/**
 * The site's languages. Node runs the tools without a bundler, and @lamella/i18n's entry uses
 * extensionless imports, so the list is written here; plan.test.ts checks it against the library.
 */
export const localeCodes = ['nl', 'en', 'fr', 'de', 'es'] as const
export type Locale = (typeof localeCodes)[number]

export const isLocale = (value: unknown): value is Locale =>
  (localeCodes as readonly unknown[]).includes(value)

export type VisitKind = 'first' | 'returning' | 'negotiated' | 'editor'

export interface Visit {
  kind: VisitKind
  /** the language the visitor reads: their cookie's, their browser's, or the landing page's */
  locale: Locale
  /** the locale cookie the visitor arrives with */
  cookie?: Locale
  /** the browser's Accept-Language, sent by visitors who land on `/` */
  acceptLanguage?: string
  /** what the browser accepts: most send brotli, a few gzip only */
  encoding: 'br' | 'gzip'
  /** the paths opened, in order */
  pages: string[]
}

export interface PlanOptions {
  visits: number
  /** the pages of each language the visitors open */
  urls: Record<Locale, string[]>
  seed?: number
  /** share of visitors who come with their browser's language alone and land on `/` */
  negotiatedShare?: number
  /** editors in draft preview, on top of `visits` */
  editors?: number
}

/** A small seeded generator (mulberry32): the same seed gives the same visits. */
export function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const browserLanguages: Record<Locale, string> = {
  nl: 'nl-BE,nl;q=0.9,en;q=0.6',
  en: 'en-GB,en;q=0.9',
  fr: 'fr-BE,fr;q=0.9,en;q=0.5',
  de: 'de-DE,de;q=0.9',
  es: 'es-ES,es;q=0.9,en;q=0.4',
}

export function planVisits({
  visits,
  urls,
  seed = 1,
  negotiatedShare = 0.02,
  editors = 0,
}: PlanOptions): Visit[] {
  const next = random(seed)
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!
  // Returning visitors mostly stay in their language; a shared link takes some elsewhere.
  const pagesIn = (locale: Locale, count: number) =>
    Array.from({ length: count }, () => pick(urls[next() < 0.9 ? locale : pick(localeCodes)]))
  const plan: Visit[] = []
  for (let index = 0; index < visits + editors; index++) {
    const locale = pick(localeCodes)
    const count = 3 + Math.floor(next() * 3)
    const encoding = next() < 0.9 ? 'br' : 'gzip'
    const roll = next()
    if (index >= visits) {
      plan.push({ kind: 'editor', locale, cookie: locale, encoding, pages: pagesIn(locale, count) })
    } else if (roll < negotiatedShare) {
      // Half of them come back with a cookie that outranks their browser's language.
      const remembered = next() < 0.5
      const browser = remembered ? pick(localeCodes.filter((code) => code !== locale)) : locale
      plan.push({
        kind: 'negotiated',
        locale,
        ...(remembered ? { cookie: locale } : {}),
        acceptLanguage: browserLanguages[browser],
        encoding,
        pages: ['/', ...pagesIn(locale, count - 1)],
      })
    } else if (roll < 0.5 + negotiatedShare / 2) {
      plan.push({ kind: 'first', locale, encoding, pages: pagesIn(locale, count) })
    } else {
      plan.push({
        kind: 'returning',
        locale,
        cookie: locale,
        encoding,
        pages: pagesIn(locale, count),
      })
    }
  }
  return plan
}
