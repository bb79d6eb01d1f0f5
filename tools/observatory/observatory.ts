/**
 * MDN's HTTP Observatory (@mdn/mdn-http-observatory, the scanner behind developer.mozilla.org's
 * Observatory) against a host on any ports. Its `scan()` always asks ports 80 and 443, so this
 * runs the same retriever, tests and grading with the ports given; the score and grade are what
 * the public Observatory would give the same answers.
 */
import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'

export interface ObservatoryTarget {
  hostname: string
  httpPort: number
  httpsPort: number
}

export interface ObservatoryTest {
  name: string
  result: string | null
  pass: boolean | null
  scoreModifier: number
  description: string
}

export interface ObservatoryReport {
  score: number
  grade: string
  tests: ObservatoryTest[]
}

/**
 * The scanner reads the HSTS preload list from its conf/ directory, which its install script
 * downloads; that script is denied (nothing but npm packages may be fetched), so an empty list
 * stands in: no host of ours is preloaded, which costs no points.
 */
function ensureHstsPreloadList() {
  const main = createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory')
  const target = join(dirname(main), '../conf/hsts-preload.json')
  if (!existsSync(target)) copyFileSync(join(import.meta.dirname, 'hsts-preload.json'), target)
}

/** Scans in this process: the HTTPS certificate must be trusted here (NODE_EXTRA_CA_CERTS). */
export async function scanHere(target: ObservatoryTarget): Promise<ObservatoryReport> {
  ensureHstsPreloadList()
  const { retrieve } = await import('@mdn/mdn-http-observatory/src/retriever/retriever.js')
  const { ALL_TESTS } = await import('@mdn/mdn-http-observatory/src/constants.js')
  const grader = await import('@mdn/mdn-http-observatory/src/grader/grader.js')
  const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } =
    await import('@mdn/mdn-http-observatory/src/grader/charts.js')
  const requests = await retrieve(target.hostname, {
    httpPort: target.httpPort,
    httpsPort: target.httpsPort,
  })
  if (!requests.responses.auto) throw new Error(`${target.hostname} did not answer`)

  // As in the scanner's scan(): every negative modifier counts; bonuses only from an A upwards.
  let withBonus = 100
  let withoutBonus = 100
  const tests = ALL_TESTS.map((test) => {
    const output = test(requests)
    const result = output.result
    const scoreModifier = result ? grader.getScoreModifier(result) : 0
    withBonus += scoreModifier
    if (scoreModifier < 0) withoutBonus += scoreModifier
    return {
      name: String((output.constructor as { name?: unknown }).name),
      result,
      pass: output.pass,
      scoreModifier,
      description: result ? grader.getScoreDescription(result) : '',
    }
  })
  const { score, grade } = grader.getGradeForScore(
    withoutBonus >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : withoutBonus,
  )
  return { score, grade, tests }
}

/**
 * Scans in a child process that trusts `certificate` (PEM) besides the system's roots, as a
 * browser that trusts the proxy's certificate would.
 */
export async function runObservatory(
  target: ObservatoryTarget & { certificate?: string },
): Promise<ObservatoryReport> {
  const dir = mkdtempSync(join(tmpdir(), 'lamella-observatory-'))
  try {
    const env: NodeJS.ProcessEnv = { ...process.env }
    if (target.certificate) {
      writeFileSync(join(dir, 'ca.pem'), target.certificate)
      env.NODE_EXTRA_CA_CERTS = join(dir, 'ca.pem')
    }
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        join(import.meta.dirname, 'cli.ts'),
        target.hostname,
        String(target.httpPort),
        String(target.httpsPort),
      ],
      { env, maxBuffer: 10 * 1024 * 1024 },
    )
    return JSON.parse(stdout) as ObservatoryReport
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** One line per test that lost points or did not pass, for an assertion message. */
export function failingTests(report: ObservatoryReport): string[] {
  return report.tests
    .filter((test) => test.scoreModifier < 0 || test.pass === false)
    .map((test) => `${test.name}: ${test.result} (${test.scoreModifier}) ${test.description}`)
}
