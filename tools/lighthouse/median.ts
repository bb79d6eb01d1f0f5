/**
 * Which of a page's runs we report. We take the run whose performance score is the median and
 * report that run's scores, metrics, bytes and failures, rather than a median per metric: the
 * numbers then belong to one real page load, so they agree with each other (the score is computed
 * from those very metrics) and with the failed audits and the raw report we keep for that run.
 * Per-metric medians could combine an LCP from one run with a TBT from another and a score that no
 * run had. Lighthouse's own computeMedianRun picks by FCP and TTI instead; we pick by the score
 * because the score is what we track. The spread of the runs is reported beside the median.
 */

export interface MedianCandidate {
  scores: { performance: number | null }
  metrics: { lcp: number | null; tbt: number | null }
  error?: string
}

/**
 * The index of the median run among the runs without an error (null when there is none). Ties on the score go to the slower
 * LCP, then the higher TBT, then the earlier run, so the choice is stable; with an even count the
 * lower of the two middle runs is taken, which errs on the pessimistic side.
 */
export function medianRunIndex(runs: readonly MedianCandidate[]): number | null {
  const worstFirst = runs
    .map((run, index) => ({ run, index }))
    .filter(({ run }) => !run.error && run.scores.performance !== null)
    .sort(
      (a, b) =>
        a.run.scores.performance! - b.run.scores.performance! ||
        (b.run.metrics.lcp ?? 0) - (a.run.metrics.lcp ?? 0) ||
        (b.run.metrics.tbt ?? 0) - (a.run.metrics.tbt ?? 0) ||
        a.index - b.index,
    )
  return worstFirst[Math.floor((worstFirst.length - 1) / 2)]?.index ?? null
}

export interface Range {
  min: number
  max: number
}

export function range(values: ReadonlyArray<number | null>): Range | null {
  const present = values.filter((value): value is number => value !== null)
  if (present.length === 0) return null
  return { min: Math.min(...present), max: Math.max(...present) }
}
