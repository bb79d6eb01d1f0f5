import { readFileSync, writeFileSync } from 'node:fs'
import type { SiteHandle } from '@lamella/tools/stack'
import { expect, test } from '@playwright/test'
import fc from 'fast-check'
import { fuzzRequest, HOST, MARK } from './fuzz/arbitraries'
import { problemsOf } from './fuzz/checks'
import { inPool, send, type FuzzRequest } from './fuzz/client'
import { cmsUrl } from './fixtures'
import { startOwnSite } from './own-site'

// Generated hostile requests against the built site reading the e2e stack's real Directus: paths,
// query strings, headers and form bodies (docs/decisions/023-fuzzing-and-xss-corpus.md). The site
// is a process of its own on the same build, so that thousands of form posts spend its rate limit
// and fill its page cache, not those of the specs running beside this one, and its memory can be
// read. The seed is fixed so CI is repeatable; FUZZ_SEED varies it, FUZZ_PATH replays one failure.
test.describe.configure({ timeout: 900_000 })

const seed = Number(process.env.FUZZ_SEED ?? 20_261_123)
const BATCH = 100
const MINIMUM = Number(process.env.FUZZ_MIN ?? 10_000)
const runs = Math.ceil(Math.max(MINIMUM, Number(process.env.FUZZ_REQUESTS ?? 0)) / BATCH)
/** Requests in flight at once. */
const CONCURRENCY = 6

let site: SiteHandle

/** The site process's resident memory in MB (Linux). */
function rssMb(pid: number | undefined) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

test.beforeAll(async () => {
  site = await startOwnSite()
})

test.afterAll(async () => {
  await site?.stop()
})

/** A request with its placeholders replaced by the marker and forged host of request `n`. */
function marked(input: FuzzRequest, n: number): FuzzRequest {
  const fill = (text: string) => text.replaceAll(HOST, `hostfz-${n}`).replaceAll(MARK, `fz-${n}`)
  return {
    method: input.method,
    path: fill(input.path),
    headers: Object.fromEntries(
      Object.entries(input.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.map(fill) : fill(value),
      ]),
    ),
    ...(input.body === undefined ? {} : { body: fill(input.body) }),
  }
}

/** Node's default --max-http-header-size: the request line and headers together. */
const MAX_HEAD_BYTES = 16 * 1024
const headBytes = (input: FuzzRequest) =>
  Buffer.byteLength(`${input.method} ${input.path} HTTP/1.1\r\n${JSON.stringify(input.headers)}`)

/** A failing request as the report shows it: long values cut, unless the full report is asked. */
function describe(input: FuzzRequest, outcome: string, cut = Number.POSITIVE_INFINITY) {
  const request =
    `${input.method} ${input.path} ${JSON.stringify(input.headers)}` +
    `${input.body === undefined ? '' : ` body ${JSON.stringify(input.body)}`}`
  const shown =
    request.length > cut ? `${request.slice(0, cut)}… (${request.length} characters)` : request
  return `${shown}\n  -> ${outcome}`
}

test(`at least ${MINIMUM} generated requests: no 5xx, no stack trace, nothing unescaped, no open redirect`, async () => {
  const base = new URL(site.url)
  const origins = { site: site.url, cms: cmsUrl }
  let sent = 0
  const statuses = new Map<number, number>()
  const rss = { start: rssMb(site.process.pid), peak: 0, end: 0 }
  const sampler = setInterval(() => {
    rss.peak = Math.max(rss.peak, rssMb(site.process.pid))
  }, 1_000)
  let failures: { input: FuzzRequest; outcome: string }[] = []

  const result = await fc.check(
    fc.asyncProperty(
      fc.array(fuzzRequest, { minLength: BATCH, maxLength: BATCH }),
      async (batch) => {
        const found: typeof failures = []
        await inPool(batch, CONCURRENCY, async (generated) => {
          const n = ++sent
          const input = marked(generated, n)
          try {
            const answer = await send(base, input)
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
            const problems = problemsOf(answer, {
              marker: `fz-${n}`,
              hostLabel: `hostfz-${n}`,
              origins,
            })
            if (problems.length > 0) {
              found.push({ input, outcome: `${answer.status}: ${problems.join('; ')}` })
            }
          } catch (error) {
            // Node's HTTP server refuses a head over 16 KiB (431) and may close the socket
            // while a long request is still being written: that is the limit doing its job.
            if (headBytes(input) > MAX_HEAD_BYTES) return
            found.push({ input, outcome: `no answer: ${String(error)}` })
          }
        })
        if (found.length > 0) {
          failures = found
          return false
        }
        return true
      },
    ),
    {
      seed,
      numRuns: runs,
      ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
      // Shrinking re-sends whole batches; on two cores a failure is reported at once instead,
      // with the exact requests, and FUZZ_SHRINK=1 shrinks it when reproducing.
      endOnFailure: process.env.FUZZ_SHRINK !== '1',
    },
  )
  clearInterval(sampler)
  rss.end = rssMb(site.process.pid)
  rss.peak = Math.max(rss.peak, rss.end)

  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, c]) => `${s}: ${c}`)
  console.log(
    `[fuzz] ${sent} requests, seed ${seed}; statuses ${byStatus.join(', ')}; ` +
      `site RSS ${rss.start} MB at start, ${rss.peak} MB peak, ${rss.end} MB at the end`,
  )
  if (result.failed) {
    // the failing requests whole (the message shortens them), to replay with curl --path-as-is
    const report = failures.map(({ input, outcome }) => describe(input, outcome)).join('\n')
    writeFileSync(test.info().outputPath('fuzz-failures.txt'), report)
    throw new Error(
      `fuzzing failed: FUZZ_SEED=${seed} FUZZ_PATH=${result.counterexamplePath ?? ''}\n` +
        failures.map(({ input, outcome }) => describe(input, outcome, 400)).join('\n'),
    )
  }
  expect(sent).toBeGreaterThanOrEqual(MINIMUM)
})
