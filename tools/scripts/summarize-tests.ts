/**
 * Sums the JSON reports of every test runner (vitest per package, Playwright end to end) and prints
 * one line `N passed, N failed`, the line CI reads.
 * Usage: node tools/scripts/summarize-tests.ts <reports dir>
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

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
  testResults?: Array<{ status: string; assertionResults?: Array<{ status: string }> }>
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  errors?: unknown[]
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

export function summarize(dir: string): { total: Counts; lines: string[] } {
  let total: Counts = { passed: 0, failed: 0, skipped: 0 }
  const lines: string[] = []
  const vitestDir = join(dir, 'vitest')
  const files = existsSync(vitestDir)
    ? readdirSync(vitestDir).filter((f) => f.endsWith('.json'))
    : []
  for (const file of files.sort()) {
    const counts = countVitest(JSON.parse(readFileSync(join(vitestDir, file), 'utf8')))
    lines.push(
      `  vitest ${file.replace(/\.json$/, '')}: ${counts.passed} passed, ${counts.failed} failed`,
    )
    total = add(total, counts)
  }
  const e2e = join(dir, 'e2e.json')
  if (existsSync(e2e)) {
    const counts = countPlaywright(JSON.parse(readFileSync(e2e, 'utf8')))
    lines.push(`  playwright e2e: ${counts.passed} passed, ${counts.failed} failed`)
    total = add(total, counts)
  } else {
    lines.push('  playwright e2e: no report (the end-to-end run did not start)')
    total = add(total, { passed: 0, failed: 1, skipped: 0 })
  }
  // the same suite through the scale-out stack (tools/scale), when npm test ran it
  const external = join(dir, 'e2e-external.json')
  if (existsSync(external)) {
    const counts = countPlaywright(JSON.parse(readFileSync(external, 'utf8')))
    lines.push(`  playwright e2e (scale-out): ${counts.passed} passed, ${counts.failed} failed`)
    total = add(total, counts)
  }
  return { total, lines }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { total, lines } = summarize(process.argv[2] ?? 'reports')
  console.log(lines.join('\n'))
  const skipped = total.skipped ? `, ${total.skipped} skipped` : ''
  console.log(`${total.passed} passed, ${total.failed} failed${skipped}`)
}
