/**
 * A timeout for CMS attempts that counts only time this process could have noticed an answer.
 *
 * `AbortSignal.timeout` counts wall-clock time, and a busy event loop runs due timers before it
 * reads sockets: with a hundred renders queued (the load run with the page cache off), answers
 * Directus had sent in milliseconds sat unread past a 2 s timeout, and visitors got 503s for the
 * site's own backlog. Here one shared ticker counts time in steps of at most 150 ms per 100 ms
 * tick: while the loop is free that is wall-clock time, and a loop blocked for seconds adds one
 * step. A CMS that never answers is still cut off after `ms`; a site that is merely slow is not.
 */

const TICK_MS = 100
const MOST_PER_TICK_MS = 150

interface Deadline {
  ms: number
  remaining: number
  /** when it was last counted (its creation, then each tick) */
  countedTo: number
  controller: AbortController
}

const deadlines = new Set<Deadline>()
let ticker: NodeJS.Timeout | undefined

function tick() {
  const now = performance.now()
  for (const deadline of deadlines) {
    deadline.remaining -= Math.min(now - deadline.countedTo, MOST_PER_TICK_MS)
    deadline.countedTo = now
    if (deadline.remaining <= 0) {
      deadlines.delete(deadline)
      deadline.controller.abort(
        new DOMException(`The CMS did not answer within ${deadline.ms} ms`, 'TimeoutError'),
      )
    }
  }
  if (deadlines.size === 0) {
    clearInterval(ticker)
    ticker = undefined
  }
}

/** A signal that aborts with a `TimeoutError` once `ms` of unblocked time have passed. */
export function loopTimeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController()
  deadlines.add({ ms, remaining: ms, countedTo: performance.now(), controller })
  if (!ticker) {
    ticker = setInterval(tick, TICK_MS)
    // A pending deadline alone must not keep a process alive.
    ticker.unref()
  }
  return controller.signal
}
