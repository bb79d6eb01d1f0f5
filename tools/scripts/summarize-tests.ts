/**
 * Sums the JSON reports of every test runner (vitest per package, Playwright end to end) and prints
 * one line `N passed, N failed`, the line CI reads. Above it, each failed test by name with the
 * first line of its error (and for an e2e test, where and what it expected): CI keeps only the end of the output, so that is where they must be.
 * Usage: node tools/scripts/summarize-tests.ts <reports dir>
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

export interface Counts {
  passed: number
  failed: number
  skipped: number
}

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests?: number
  numTodoTests?: number
  testResults?: Array<{
    name?: string
    status: string
    message?: string
    assertionResults?: Array<{ status: string; fullName?: string; failureMessages?: string[] }>
  }>
}
interface PlaywrightSuite {
  title?: string
  file?: string
  specs?: Array<{
    title: string
    file?: string
    line?: number
    tests?: Array<{ status: string; results?: Array<{ error?: PlaywrightError }> }>
  }>
  suites?: PlaywrightSuite[]
}
interface PlaywrightError {
  message?: string
  location?: { file: string; line: number }
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  errors?: Array<{ message?: string }>
  suites?: PlaywrightSuite[]
}

/** The first line of an error that says something, without colour codes. */
function firstLine(message: string | undefined): string {
  const line = stripVTControlCharacters(message ?? '')
    .split('\n')
    .map((part) => part.trim())
    .find(Boolean)
  return line ? `: ${line.slice(0, 200)}` : ''
}

/**
 * Where in the spec a Playwright error was thrown and what it expected and received, on one line:
 * a flaky failure in CI is read from this alone.
 */
function playwrightDetail(error: PlaywrightError | undefined): string {
  const said = stripVTControlCharacters(error?.message ?? '')
    .split('\n')
    .map((part) => part.trim())
    .filter((part) => /^(Expected|Received|Timeout|Locator)\b[^:]*:/.test(part))
    .slice(0, 4)
    .map((part) => part.slice(0, 120))
  const where = error?.location
    ? [`at ${basename(error.location.file)}:${error.location.line}`]
    : []
  const parts = [...where, ...said]
  return parts.length ? ` (${parts.join('; ')})` : ''
}

/** `file > test: first line of the error` for each failed test, and each file that did not load. */
export function failedVitest(report: VitestReport, root = process.cwd()): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const name = (file.name ?? '').replace(`${root}/`, '')
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    if (file.status === 'failed' && failed.length === 0)
      return [`${name}${firstLine(file.message)}`]
    return failed.map(
      (test) => `${name} > ${test.fullName ?? ''}${firstLine(test.failureMessages?.[0])}`,
    )
  })
}

/** `file:line > describe > test: first line of the error` for each test that failed every try. */
export function failedPlaywright(report: PlaywrightReport): string[] {
  const walk = (suite: PlaywrightSuite, titles: string[]): string[] => {
    const path = suite.file === suite.title || !suite.title ? titles : [...titles, suite.title]
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        (spec.tests ?? [])
          .filter((test) => test.status === 'unexpected')
          .map((test) => {
            const error = test.results?.findLast((result) => result.error)?.error
            return `${spec.file}:${spec.line} > ${[...path, spec.title].join(' > ')}${firstLine(
              error?.message,
            )}${playwrightDetail(error)}`
          }),
      ),
      ...(suite.suites ?? []).flatMap((child) => walk(child, path)),
    ]
  }
  return [
    ...(report.suites ?? []).flatMap((suite) => walk(suite, [])),
    ...(report.errors ?? []).map((error) => `(outside any test)${firstLine(error.message)}`),
  ]
}

export function countVitest(report: VitestReport): Counts {
  return {
    passed: report.numPassedTests,
    // A test file that fails to load runs no test but must still count as a failure.
    failed:
      report.numFailedTests +
      (report.testResults ?? []).filter(
        (file) =>
          file.status === 'failed' &&
          !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
      ).length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
}

export function countPlaywright(report: PlaywrightReport): Counts {
  const { expected, unexpected, flaky, skipped } = report.stats
  return {
    passed: expected + flaky,
    failed: unexpected + (report.errors?.length ?? 0),
    skipped,
  }
}

export function add(a: Counts, b: Counts): Counts {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
  }
}

export function summarize(dir: string): { total: Counts; lines: string[]; failures: string[] } {
  let total: Counts = { passed: 0, failed: 0, skipped: 0 }
  const lines: string[] = []
  const failures: string[] = []
  const vitestDir = join(dir, 'vitest')
  const files = existsSync(vitestDir)
    ? readdirSync(vitestDir).filter((f) => f.endsWith('.json'))
    : []
  for (const file of files.sort()) {
    const report = JSON.parse(readFileSync(join(vitestDir, file), 'utf8')) as VitestReport
    const counts = countVitest(report)
    failures.push(...failedVitest(report).map((name) => `vitest ${name}`))
    lines.push(
      `  vitest ${file.replace(/\.json$/, '')}: ${counts.passed} passed, ${counts.failed} failed`,
    )
    total = add(total, counts)
  }
  const e2e = join(dir, 'e2e.json')
  if (existsSync(e2e)) {
    const report = JSON.parse(readFileSync(e2e, 'utf8')) as PlaywrightReport
    const counts = countPlaywright(report)
    failures.push(...failedPlaywright(report).map((name) => `e2e ${name}`))
    lines.push(`  playwright e2e: ${counts.passed} passed, ${counts.failed} failed`)
    total = add(total, counts)
  } else {
    lines.push('  playwright e2e: no report (the end-to-end run did not start)')
    total = add(total, { passed: 0, failed: 1, skipped: 0 })
  }
  // the same suite through the scale-out stack (tools/scale), when npm test ran it
  const external = join(dir, 'e2e-external.json')
  if (existsSync(external)) {
    const report = JSON.parse(readFileSync(external, 'utf8')) as PlaywrightReport
    const counts = countPlaywright(report)
    failures.push(...failedPlaywright(report).map((name) => `e2e (scale-out) ${name}`))
    lines.push(`  playwright e2e (scale-out): ${counts.passed} passed, ${counts.failed} failed`)
    total = add(total, counts)
  }
  return { total, lines, failures }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { total, lines, failures } = summarize(process.argv[2] ?? 'reports')
  if (failures.length) console.log(['Failed tests:', ...failures.map((f) => `  ✘ ${f}`)].join('\n'))
  console.log(lines.join('\n'))
  const skipped = total.skipped ? `, ${total.skipped} skipped` : ''
  console.log(`${total.passed} passed, ${total.failed} failed${skipped}`)
}
