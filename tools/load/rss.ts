/**
 * The site process's resident memory, sampled once a second from /proc/<pid>/status (VmRSS), and
 * the rule that says whether it stayed flat once warm.
 */
import { readFileSync } from 'node:fs'

/** VmRSS of a process in MB; undefined once it has gone. */
export function readRssMb(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) / 1024 : undefined
  } catch {
    return undefined
  }
}

export interface RssSampler {
  stop(): number[]
}

export function sampleRss(pid: number, intervalMs = 1_000): RssSampler {
  const samples: number[] = []
  const take = () => {
    const mb = readRssMb(pid)
    if (mb !== undefined) samples.push(mb)
  }
  take()
  const timer = setInterval(take, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      take()
      return samples
    },
  }
}

export interface RssVerdict {
  startMb: number
  peakMb: number
  endMb: number
  /** median of the window right after warm-up */
  warmMb: number
  /** median of the last window */
  lastMb: number
  /** undefined when the run was too short to judge */
  flat: boolean | undefined
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/**
 * Flat after warm-up: the median of the last `windowS` samples is at most `max(10 %, 20 MB)`
 * above the median of the `windowS` samples right after the first `warmupS` seconds (caches
 * filling, JIT compiling). Medians, so that one garbage collection either way moves nothing; a
 * leak of a few hundred bytes a request shows as tens of MB over a minute at this rate. A run
 * shorter than `warmupS + 2 * windowS` seconds is not judged.
 */
export function rssVerdict(samples: number[], warmupS = 15, windowS = 10): RssVerdict {
  if (samples.length === 0) throw new Error('no RSS samples')
  const judged = samples.length >= warmupS + 2 * windowS
  const warmMb = median(samples.slice(judged ? warmupS : 0, judged ? warmupS + windowS : undefined))
  const lastMb = median(samples.slice(-windowS))
  return {
    startMb: samples[0]!,
    peakMb: Math.max(...samples),
    endMb: samples.at(-1)!,
    warmMb,
    lastMb,
    flat: judged ? lastMb - warmMb <= Math.max(warmMb * 0.1, 20) : undefined,
  }
}
