/**
 * Each dealer's figures of their leads, for the office's dashboard: how many appointment requests
 * they were offered and accepted, the median time to accept, what they won and lost, what waits
 * past its promise and what was passed on. Insights can count and average, not take a median or
 * a share, so the lead routing works these out on each run and keeps them in `dealer_scores`.
 */
import { offeredIds } from './lead-routing.ts'

type Row = Record<string, unknown>

export const scoresCollection = 'dealer_scores'

/** The columns of `quote_requests` the figures are made of. */
export const scoredColumns = [
  'kind',
  'dealer',
  'offered_dealers',
  'status',
  'accepted_at',
  'accept_hours',
  'accept_by',
] as const

export interface DealerScore {
  dealer: number
  offered: number
  accepted: number
  /** accepted in percent of offered, rounded; 0 when nothing was offered */
  acceptance_rate: number
  /** null until the dealer accepted a request */
  median_hours_to_accept: number | null
  won: number
  lost: number
  past_promise: number
  rerouted_away: number
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const value =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return Math.round(value * 10) / 10
}

const idOf = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value)

/**
 * The figures of every dealer a lead was ever offered to, by dealer id. `dueOf` reads a stored
 * `accept_by` as epoch ms (the routing's `storedTime`). A lead counts as offered to each dealer
 * in its `offered_dealers` and to the one it is with; it counts as accepted by its dealer once
 * `accepted_at` is set, whatever its status became since.
 */
export function scoreDealers(
  leads: Row[],
  now: number,
  dueOf: (value: unknown) => number | null,
): DealerScore[] {
  const scores = new Map<number, DealerScore & { hours: number[] }>()
  const of = (dealer: number) => {
    let score = scores.get(dealer)
    if (!score) {
      score = {
        dealer,
        offered: 0,
        accepted: 0,
        acceptance_rate: 0,
        median_hours_to_accept: null,
        won: 0,
        lost: 0,
        past_promise: 0,
        rerouted_away: 0,
        hours: [],
      }
      scores.set(dealer, score)
    }
    return score
  }
  for (const lead of leads) {
    if (lead.kind !== 'appointment') continue
    const current = idOf(lead.dealer)
    const offered = new Set(offeredIds(lead.offered_dealers))
    if (current !== null) offered.add(current)
    for (const dealer of offered) {
      const score = of(dealer)
      score.offered += 1
      if (dealer !== current) score.rerouted_away += 1
    }
    if (current === null) continue
    const score = of(current)
    if (lead.accepted_at !== null && lead.accepted_at !== undefined) {
      score.accepted += 1
      const hours = Number(lead.accept_hours)
      if (lead.accept_hours !== null && Number.isFinite(hours)) score.hours.push(hours)
    }
    if (lead.status === 'won') score.won += 1
    if (lead.status === 'lost') score.lost += 1
    const due = dueOf(lead.accept_by)
    if (lead.status === 'new' && due !== null && due < now) score.past_promise += 1
  }
  return [...scores.values()]
    .sort((a, b) => a.dealer - b.dealer)
    .map(({ hours, ...score }) => ({
      ...score,
      acceptance_rate: score.offered === 0 ? 0 : Math.round((100 * score.accepted) / score.offered),
      median_hours_to_accept: median(hours),
    }))
}
