import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  countPlaywright,
  countVitest,
  failedPlaywright,
  failedVitest,
  summarize,
} from './summarize-tests.ts'

describe('summarize-tests', () => {
  it('counts a vitest report, and a file that failed to load as a failure', () => {
    const failing = {
      status: 'failed',
      assertionResults: [{ status: 'passed' }, { status: 'failed' }],
    }
    const unloadable = { status: 'failed', assertionResults: [] }
    expect(
      countVitest({
        numPassedTests: 5,
        numFailedTests: 1,
        testResults: [failing, { status: 'passed' }],
      }),
    ).toEqual({ passed: 5, failed: 1, skipped: 0 })
    expect(
      countVitest({ numPassedTests: 5, numFailedTests: 1, testResults: [failing, unloadable] })
        .failed,
    ).toBe(2)
  })

  it('counts flaky Playwright tests as passed and global errors as failed', () => {
    expect(
      countPlaywright({
        stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 2 },
        errors: [{}],
      }),
    ).toEqual({ passed: 4, failed: 2, skipped: 2 })
  })

  it('adds every report and treats a missing e2e report as a failure', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reports-'))
    mkdirSync(join(dir, 'vitest'))
    writeFileSync(
      join(dir, 'vitest', 'a.json'),
      JSON.stringify({ numPassedTests: 2, numFailedTests: 0 }),
    )
    writeFileSync(
      join(dir, 'vitest', 'b.json'),
      JSON.stringify({ numPassedTests: 3, numFailedTests: 1 }),
    )
    expect(summarize(dir).total).toEqual({ passed: 5, failed: 2, skipped: 0 })
    writeFileSync(
      join(dir, 'e2e.json'),
      JSON.stringify({ stats: { expected: 10, unexpected: 0, flaky: 0, skipped: 0 } }),
    )
    expect(summarize(dir).total).toEqual({ passed: 15, failed: 1, skipped: 0 })
    writeFileSync(
      join(dir, 'e2e-external.json'),
      JSON.stringify({ stats: { expected: 4, unexpected: 2, flaky: 0, skipped: 0 } }),
    )
    const withScale = summarize(dir)
    expect(withScale.total).toEqual({ passed: 19, failed: 3, skipped: 0 })
    expect(withScale.lines).toContain('  playwright e2e (scale-out): 4 passed, 2 failed')
  })

  it('names each failed test with the first line of its error', () => {
    expect(
      failedVitest(
        {
          numPassedTests: 1,
          numFailedTests: 1,
          testResults: [
            {
              name: '/repo/libs/ui/src/a.test.ts',
              status: 'failed',
              assertionResults: [
                { status: 'passed', fullName: 'A works' },
                {
                  status: 'failed',
                  fullName: 'A fails',
                  failureMessages: ['\u001b[31mAssertionError: no\u001b[39m\n  at x'],
                },
              ],
            },
            { name: '/repo/libs/ui/src/b.test.ts', status: 'failed', message: 'SyntaxError: b' },
          ],
        },
        '/repo',
      ),
    ).toEqual([
      'libs/ui/src/a.test.ts > A fails: AssertionError: no',
      'libs/ui/src/b.test.ts: SyntaxError: b',
    ])
    expect(
      failedPlaywright({
        stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
        errors: [{ message: 'Error: webServer exited\nmore' }],
        suites: [
          {
            title: 'quote.spec.ts',
            file: 'quote.spec.ts',
            suites: [
              {
                title: 'the quote',
                file: 'quote.spec.ts',
                specs: [
                  {
                    title: 'passes',
                    file: 'quote.spec.ts',
                    line: 3,
                    tests: [{ status: 'expected' }],
                  },
                  { title: 'flaky', file: 'quote.spec.ts', line: 5, tests: [{ status: 'flaky' }] },
                  {
                    title: 'fails',
                    file: 'quote.spec.ts',
                    line: 9,
                    tests: [
                      {
                        status: 'unexpected',
                        results: [{ error: { message: '\nError: timed out\n' } }],
                      },
                    ],
                  },
                  {
                    title: 'differs',
                    file: 'quote.spec.ts',
                    line: 12,
                    tests: [
                      {
                        status: 'unexpected',
                        results: [
                          {
                            error: {
                              message:
                                'Error: expect(received).toEqual(expected)\n\n- Expected  - 1\n+ Received  + 1\n\nExpected: 0\nReceived: 3\n  at x',
                              location: { file: '/repo/apps/site/e2e/quote.spec.ts', line: 14 },
                            },
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      }),
    ).toEqual([
      'quote.spec.ts:9 > the quote > fails: Error: timed out',
      'quote.spec.ts:12 > the quote > differs: Error: expect(received).toEqual(expected) (at quote.spec.ts:14; Expected: 0; Received: 3)',
      '(outside any test): Error: webServer exited',
    ])
  })
})
