import { describe, expect, it } from 'vitest'
import { parseOptions } from './options.ts'

describe('parseOptions', () => {
  it('defaults to 5 runs of every template in English and Dutch on a fresh stack', () => {
    expect(parseOptions([])).toEqual({
      runs: 5,
      only: ['home', 'article', 'projects', 'cover', 'configure'],
      langs: ['en', 'nl'],
      keepReports: false,
      build: false,
      verbose: false,
      proxy: false,
      cpu: { kind: 'default' },
      floor: false,
      noScript: false,
      explain: false,
      help: false,
    })
  })

  it('reads every option', () => {
    const args = ['--runs', '3', '--url', 'http://127.0.0.1:3000/', '--only', 'home,cover']
    const flags = ['--lang', 'fr', '--keep-reports', '--build', '--verbose', '--proxy', '--floor']
    flags.push('--no-script', '--explain')
    expect(parseOptions([...args, ...flags, '--benchmark-index', '1300'])).toEqual({
      runs: 3,
      url: 'http://127.0.0.1:3000',
      only: ['home', 'cover'],
      langs: ['fr'],
      keepReports: true,
      build: true,
      verbose: true,
      proxy: true,
      cpu: { kind: 'benchmark-index', targetIndex: 1300 },
      floor: true,
      noScript: true,
      explain: true,
      help: false,
    })
  })

  it('takes a CPU slowdown as given, or one for a benchmark index, not both', () => {
    expect(parseOptions(['--cpu-slowdown', '6.5']).cpu).toEqual({
      kind: 'multiplier',
      cpuSlowdown: 6.5,
    })
    expect(() => parseOptions(['--cpu-slowdown', '4', '--benchmark-index', '1300'])).toThrow(
      /give one/,
    )
    expect(() => parseOptions(['--benchmark-index', '0'])).toThrow(/--benchmark-index/)
    expect(() => parseOptions(['--cpu-slowdown', 'fast'])).toThrow(/--cpu-slowdown/)
  })

  it('rejects what it cannot measure', () => {
    expect(() => parseOptions(['--runs', '0'])).toThrow(/--runs/)
    expect(() => parseOptions(['--only', 'home,faq'])).toThrow(/--only/)
    expect(() => parseOptions(['--lang', 'it'])).toThrow(/--lang/)
    expect(() => parseOptions(['--url', 'ftp://x'])).toThrow(/--url/)
    expect(() => parseOptions(['--nope'])).toThrow()
  })
})
