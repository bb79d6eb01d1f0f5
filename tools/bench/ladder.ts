import { getRaw } from '../shared/http.ts'
import { combineRounds, runLoad, warmUp, type LoadSummary } from '../shared/load-generator.ts'

export interface LadderTarget {
  scenario: string
  url: string
}

export interface LadderOptions {
  targets: LadderTarget[]
  path: string
  connections: number[]
  durationS: number
  /** how many times the whole ladder runs; each figure is then the median of the rounds */
  rounds: number
  log: (message: string) => void
}

export interface LadderRun extends LoadSummary {
  /** how long after the run the server took to answer one request at its idle speed again */
  drainMs: number
  /** false when it had not after a minute, so the next run shared the machine with the backlog */
  drained: boolean
  /** each round's own figures, when there was more than one */
  rounds?: (LoadSummary & { drainMs: number; drained: boolean })[]
}

async function timed(url: string) {
  const start = performance.now()
  try {
    await getRaw(url)
  } catch {
    return Infinity
  }
  return performance.now() - start
}

/** The fastest of three sequential requests: what one request costs a server with nothing else to do. */
async function idleLatency(url: string) {
  return Math.min(await timed(url), await timed(url), await timed(url))
}

/**
 * Waits until the server answers at its idle speed again. autocannon stops at the deadline, but
 * a slow server still works through what it accepted, and that would weigh on the next run.
 */
async function drain(url: string, idleMs: number, capMs = 60_000) {
  const start = performance.now()
  const fast = Math.max(idleMs * 2, idleMs + 10)
  while (performance.now() - start < capMs) {
    if ((await timed(url)) <= fast)
      return { drainMs: Math.round(performance.now() - start), drained: true }
  }
  return { drainMs: Math.round(performance.now() - start), drained: false }
}

/**
 * Every target at every connection count, interleaved (the baseline, then each scenario, at 20;
 * the same at 100), so a change in what else the machine is doing weighs on a scenario and on the
 * baseline it is divided by alike.
 */
export async function runLadder(options: LadderOptions): Promise<LadderRun[]> {
  const { targets, path, durationS, log } = options
  const idle = new Map<string, number>()
  for (const target of targets) {
    await warmUp(target.url, [path], Math.min(2, durationS))
    idle.set(target.scenario, await idleLatency(target.url + path))
  }
  const rounds: LadderRun[][] = []
  for (let round = 1; round <= options.rounds; round++) {
    const runs: LadderRun[] = []
    for (const connections of options.connections) {
      for (const target of targets) {
        const run = await runLoad({ ...target, paths: [path], connections, durationS })
        const settled = await drain(target.url + path, idle.get(target.scenario)!)
        log(
          `${options.rounds > 1 ? `round ${round}: ` : ''}${target.scenario} at ${connections}: ` +
            `${Math.round(run.reqPerSec)} req/s, p99 ${run.latencyMs.p99} ms, non-2xx ${run.non2xx}, ` +
            `errors ${run.errors}` +
            (settled.drainMs > 1000 ? `; drained in ${(settled.drainMs / 1000).toFixed(1)} s` : ''),
        )
        runs.push({ ...run, ...settled })
      }
    }
    rounds.push(runs)
  }
  if (rounds.length === 1) return rounds[0]!
  return rounds[0]!.map((_, i) => {
    const each = rounds.map((runs) => runs[i]!)
    return {
      ...combineRounds(each),
      drainMs: Math.max(...each.map((run) => run.drainMs)),
      drained: each.every((run) => run.drained),
      rounds: each,
    }
  })
}
