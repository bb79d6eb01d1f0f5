import { afterEach, describe, expect, it } from 'vitest'
import { numberOption, runTool } from './cli.ts'

describe('numberOption', () => {
  it('reads the number after the option, or the fallback', () => {
    expect(numberOption('--duration', 60, ['--duration', '600', '--connections', '5'])).toBe(600)
    expect(numberOption('--warmup', 60, ['--duration', '600'])).toBe(60)
  })
})

describe('runTool', () => {
  afterEach(() => {
    process.exitCode = undefined
  })

  it('logs a failure with its stack, exits 2 and still cleans up', async () => {
    const logged: string[] = []
    let cleaned = false
    await runTool(
      async () => {
        throw new Error('the CMS did not start')
      },
      async () => {
        cleaned = true
      },
      (message) => logged.push(message),
    )
    expect(process.exitCode).toBe(2)
    expect(cleaned).toBe(true)
    expect(logged[0]).toMatch(/^Error: the CMS did not start\n\s+at /)
  })

  it('keeps the exit code a run set, and cleans up', async () => {
    let cleaned = false
    await runTool(
      async () => {
        process.exitCode = 1
      },
      async () => {
        cleaned = true
      },
      () => {},
    )
    expect([process.exitCode, cleaned]).toEqual([1, true])
  })
})
