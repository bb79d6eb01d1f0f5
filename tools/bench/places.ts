import { join } from 'node:path'
import { repoRoot } from '../scripts/stack.ts'

/** What the site's server build exports for the places lookup (app/shell/site-server.server.ts). */
interface PlacesEntry {
  warmPlaces: () => unknown
  lookupPlace: (index: unknown, query: string) => { status: string }
}

/** What visitors type: codes with and without a country, names in several languages, typos. */
export const placeQueries = [
  '8370',
  '8370 Uitkerke',
  '3920',
  'Oudenaarde',
  'Luik',
  'Lüttich',
  'schaer',
  'L-1009',
  '5611 AB',
  'Eindhoven',
  '59000',
  'Lille',
  'Aken',
  '52062',
  'Mons',
  'ge',
  'Atlantis',
  '0000',
]

export interface PlacesReport {
  indexMs: number
  heapMb: number
  lookups: number
  medianUs: number
  p99Us: number
  /** a Map lookup of the same query, timed in the same loop: what no search can beat */
  baselineUs: number
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0

/**
 * The places lookup behind the dealer finder, the quote's dealer step and the address
 * suggestions, timed in this process on the built server bundle: how long indexing takes, what
 * the index weighs, and each lookup against a plain Map lookup measured alongside.
 */
export async function runPlaces({
  rounds = 2_000,
}: { rounds?: number } = {}): Promise<PlacesReport> {
  const build = (await import(join(repoRoot, 'apps/site/build/server/index.js'))) as {
    entry: { module: { siteServer: PlacesEntry } }
  }
  const site = build.entry.module.siteServer
  const before = process.memoryUsage().heapUsed
  const started = performance.now()
  const index = site.warmPlaces()
  const indexMs = performance.now() - started
  const heapMb = (process.memoryUsage().heapUsed - before) / 1e6
  const map = new Map(placeQueries.map((query, at) => [query, at]))
  // Warm up the JIT before measuring.
  for (const query of placeQueries) site.lookupPlace(index, query)
  const times: number[] = []
  const baseline: number[] = []
  for (let round = 0; round < rounds; round++) {
    for (const query of placeQueries) {
      const start = performance.now()
      site.lookupPlace(index, query)
      times.push((performance.now() - start) * 1000)
      const mapStart = performance.now()
      map.get(query)
      baseline.push((performance.now() - mapStart) * 1000)
    }
  }
  times.sort((a, b) => a - b)
  baseline.sort((a, b) => a - b)
  return {
    indexMs: Math.round(indexMs),
    heapMb: Math.round(heapMb),
    lookups: times.length,
    medianUs: quantile(times, 0.5),
    p99Us: quantile(times, 0.99),
    baselineUs: quantile(baseline, 0.5),
  }
}

export function formatPlaces(report: PlacesReport): string {
  const us = (value: number) => `${value.toFixed(1)} µs`
  return [
    `index: ${report.indexMs} ms at start, ${report.heapMb} MB of heap`,
    `${report.lookups} lookups of ${placeQueries.length} kinds of input: median ${us(report.medianUs)}, ` +
      `p99 ${us(report.p99Us)}; a Map lookup in the same loop ${us(report.baselineUs)} ` +
      `(timer resolution included)`,
  ].join('\n')
}
