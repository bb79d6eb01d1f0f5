/**
 * A small link checker with a link checker's manners: `connections` requests in flight, every
 * same-site link and picture of the pages it follows, a 503 with `Retry-After` asked again after
 * that wait (up to `retries` times), bounded in URLs and in time. Meanwhile a visitor asks for one
 * cached page now and then, one request at a time, and the time to its last byte is what a normal
 * visitor of the site felt during the crawl.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { extractLinks, kindOf, sameSite, type Kind } from './links.ts'

export interface CrawlOptions {
  start: URL
  /** pages whose links are followed: their path is this or under it (e.g. `/fr`) */
  follow: (url: URL) => boolean
  connections: number
  maxUrls: number
  maxSeconds: number
  /** how many times a 503 with Retry-After is asked again */
  retries: number
  /** the longest Retry-After waited for, in seconds (a longer one is waited for this long) */
  maxRetryWaitS: number
  timeoutMs: number
  /** leave pictures out (a control: what pages alone do to the stack) */
  skipPictures?: boolean
  log?: (message: string) => void
}

export interface Answer {
  url: string
  kind: Kind
  /** the status, or 0 when no answer came (a connection error or the timeout) */
  status: number
  retryAfter?: string
  xCache?: string
  ms: number
  /** 1 for the first request of a URL, 2 for its first retry, ... */
  attempt: number
}

export interface CrawlResult {
  answers: Answer[]
  /** the last answer of each URL */
  last: Map<string, Answer>
  seconds: number
  /** why it stopped: everything found was asked for, or a bound was met */
  stoppedBy: 'done' | 'time' | 'count'
}

interface Job {
  url: URL
  attempt: number
  notBefore: number
}

const headers = {
  accept: 'text/html,image/avif,image/webp,*/*',
  'accept-encoding': 'br, gzip',
  'user-agent': 'lamella-crawl (a link checker)',
}

export async function crawl(options: CrawlOptions): Promise<CrawlResult> {
  const { start, connections, maxUrls, maxSeconds, retries, maxRetryWaitS, timeoutMs } = options
  const seen = new Set<string>([start.href])
  const queue: Job[] = [{ url: start, attempt: 1, notBefore: 0 }]
  const answers: Answer[] = []
  const last = new Map<string, Answer>()
  const began = performance.now()
  const deadline = Date.now() + maxSeconds * 1000
  let inFlight = 0
  let stoppedBy: CrawlResult['stoppedBy'] = 'done'

  function discover(link: string, base: URL) {
    const url = sameSite(link, base)
    if (!url || seen.has(url.href)) return
    if (options.skipPictures && kindOf(url) === 'picture') return
    if (seen.size >= maxUrls) {
      stoppedBy = 'count'
      return
    }
    seen.add(url.href)
    queue.push({ url, attempt: 1, notBefore: 0 })
  }

  async function visit(job: Job) {
    const kind = kindOf(job.url)
    const started = performance.now()
    let answer: Answer
    try {
      const response = await fetch(job.url, {
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
      const contentType = response.headers.get('content-type') ?? ''
      const follow =
        response.status === 200 && contentType.startsWith('text/html') && options.follow(job.url)
      const body = follow ? await response.text() : (await response.arrayBuffer(), '')
      answer = {
        url: job.url.href,
        kind,
        status: response.status,
        retryAfter: response.headers.get('retry-after') ?? undefined,
        xCache: response.headers.get('x-cache') ?? undefined,
        ms: performance.now() - started,
        attempt: job.attempt,
      }
      if (follow) for (const link of extractLinks(body)) discover(link, job.url)
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) discover(location, job.url)
    } catch {
      answer = {
        url: job.url.href,
        kind,
        status: 0,
        ms: performance.now() - started,
        attempt: job.attempt,
      }
    }
    answers.push(answer)
    last.set(answer.url, answer)
    if (answer.status === 503 && answer.retryAfter && job.attempt <= retries) {
      const waitS = Math.min(maxRetryWaitS, Math.max(0, Number(answer.retryAfter) || 0))
      queue.push({ url: job.url, attempt: job.attempt + 1, notBefore: Date.now() + waitS * 1000 })
    }
  }

  const progress = setInterval(() => {
    options.log?.(
      `${answers.length} answers, ${seen.size} URLs, ${queue.length} queued, ${inFlight} in flight`,
    )
  }, 10_000)

  async function worker() {
    for (;;) {
      if (Date.now() > deadline) {
        if (queue.length > 0) stoppedBy = 'time'
        return
      }
      const now = Date.now()
      const ready = queue.findIndex((job) => job.notBefore <= now)
      if (ready === -1) {
        if (queue.length === 0 && inFlight === 0) return
        await sleep(50)
        continue
      }
      const [job] = queue.splice(ready, 1)
      inFlight += 1
      try {
        await visit(job!)
      } finally {
        inFlight -= 1
      }
    }
  }

  try {
    await Promise.all(Array.from({ length: connections }, worker))
  } finally {
    clearInterval(progress)
  }
  return { answers, last, seconds: (performance.now() - began) / 1000, stoppedBy }
}

export interface VisitorSample {
  status: number
  ms: number
  xCache?: string
}

/**
 * A normal visitor: asks for `url` every `intervalMs`, one request at a time, until `stop` is
 * aborted, and records how long each took to its last byte.
 */
export async function sampleVisitor(
  url: URL,
  intervalMs: number,
  stop: AbortSignal,
): Promise<VisitorSample[]> {
  const samples: VisitorSample[] = []
  while (!stop.aborted) {
    const started = performance.now()
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) })
      await response.arrayBuffer()
      samples.push({
        status: response.status,
        ms: performance.now() - started,
        xCache: response.headers.get('x-cache') ?? undefined,
      })
    } catch {
      samples.push({ status: 0, ms: performance.now() - started })
    }
    await sleep(intervalMs, undefined, { signal: stop }).catch(() => undefined)
  }
  return samples
}
