/**
 * What `npm run flood` sends: URLs that each make a page cache key of their own unless the site
 * canonicalises them (another spelling of a path, values no page reads, React Router's `_routes`)
 * or budgets them (made-up slugs, measures the configurator takes), and the sums it reports.
 */
import { random as mulberry32 } from '../cdn/plan.ts'

/** The kinds of made-up URL, each a way to ask for a render nobody asked for before. */
export const floodKinds = [
  'encoded-path',
  'doubled-slash',
  'routes-document',
  'routes-data',
  'page',
  'facets',
  'configurator',
  'covers-color',
  'campaign-tag',
  'slug',
] as const
export type FloodKind = (typeof floodKinds)[number]

/** A source of numbers in [0, 1): seeded, so that two runs send the same URLs. */
export type Random = () => number

/** The cdn run's seeded generator: two runs with one seed send the same URLs. */
export const seeded = (seed: number): Random => mulberry32(seed)

const locales = ['nl', 'en', 'fr', 'de', 'es']
const sections = ['blog', 'covers', 'projects', 'pools', 'faq', 'dealers', 'configure']

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!
}

function token(random: Random, length = 10): string {
  let text = ''
  while (text.length < length) text += Math.floor(random() * 36 ** 5).toString(36)
  return text.slice(0, length)
}

/** Each letter of `text` percent-encoded or not, at random, and at least one of them. */
function encodeSome(random: Random, text: string): string {
  const at = Math.floor(random() * text.length)
  return [...text]
    .map((character, index) =>
      index === at || random() < 0.5
        ? `%${character.charCodeAt(0).toString(16).padStart(2, '0')}`
        : character,
    )
    .join('')
}

/** One made-up URL of `kind`, a path and query. */
export function floodUrl(kind: FloodKind, random: Random): string {
  const lang = pick(random, locales)
  const section = pick(random, sections)
  switch (kind) {
    case 'encoded-path':
      return `/${lang}/${encodeSome(random, section)}?v=${token(random)}`
    case 'doubled-slash':
      return `/${lang}${'/'.repeat(2 + Math.floor(random() * 6))}${section}${'/'.repeat(
        Math.floor(random() * 4),
      )}?v=${token(random)}`
    case 'routes-document':
      return `/${lang}/${section}?_routes=${token(random)}`
    case 'routes-data':
      return `/${lang}/${section}.data?_routes=root,${token(random)}`
    case 'page':
      return `/${lang}/${pick(random, ['blog', 'projects', 'covers'])}?page=${
        random() < 0.5 ? Math.floor(random() * 1e9) : token(random)
      }`
    case 'facets':
      return `/${lang}/projects?color=${token(random)}&pool=${Math.floor(random() * 1e6)}&stair=${token(random, 4)}`
    case 'configurator': {
      // Measures the configurator reads (to the centimetre, within 1000 m): each a real render.
      const metres = () => (Math.floor(random() * 100_000) / 100).toString()
      return `/${lang}/configure?step=stair&pool=1&color=blue&length=${metres()}&width=${metres()}`
    }
    case 'covers-color':
      return `/${lang}/covers?color=${token(random)}`
    case 'campaign-tag':
      return `/${lang}/${section}?utm_source=${token(random)}&gclid=${token(random)}`
    case 'slug':
      return `/${lang}/blog/${token(random, 16)}`
  }
}

/** The URL generator of a run: the kinds in turn, each made up anew. */
export function floodUrls(seed: number): () => { kind: FloodKind; url: string } {
  const random = seeded(seed)
  let n = 0
  return () => {
    const kind = floodKinds[n++ % floodKinds.length]!
    return { kind, url: floodUrl(kind, random) }
  }
}

/** The value at quantile `q` (0..1) of `values`, nearest rank; 0 for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)))
  return sorted[rank - 1]!
}

export interface Latency {
  requests: number
  p50: number
  p99: number
  max: number
}

export function latencyOf(samples: readonly number[]): Latency {
  return {
    requests: samples.length,
    p50: quantile(samples, 0.5),
    p99: quantile(samples, 0.99),
    max: samples.length === 0 ? 0 : Math.max(...samples),
  }
}

export interface FloodVerdict {
  /** the normal visitor's cached page stayed fast */
  latencyHeld: boolean
  /** the site's memory grew by no more than the page cache may hold */
  memoryHeld: boolean
}

/** The run's targets: the cached page's p99 under `p99Ms`, RSS growth within the cache's bound. */
export function verdict(
  normal: Latency,
  rss: { startMb: number; peakMb: number },
  { p99Ms, pageCacheMb }: { p99Ms: number; pageCacheMb: number },
): FloodVerdict {
  return {
    latencyHeld: normal.requests > 0 && normal.p99 < p99Ms,
    memoryHeld: rss.peakMb - rss.startMb <= pageCacheMb,
  }
}
