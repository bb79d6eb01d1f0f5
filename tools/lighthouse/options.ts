import { parseArgs } from 'node:util'
import { templates, type Template } from './summary.ts'
import type { CpuSetting } from './throttling.ts'

export const languages = ['nl', 'en', 'fr', 'de', 'es'] as const

export interface Options {
  runs: number
  /** an already running site to measure; a fresh stack is started when absent */
  url?: string
  only: Template[]
  langs: string[]
  keepReports: boolean
  /** rebuild the site before starting the fresh stack */
  build: boolean
  /** show the CMS's and the site's output */
  verbose: boolean
  /** measure through the reference proxy (nginx, TLS, HTTP/2) in front of the site */
  proxy: boolean
  /** Lighthouse's CPU slowdown: its default, a given multiplier, or one for a benchmark index */
  cpu: CpuSetting
  /** also measure the empty React Router app (tools/budget/floor), with the same settings */
  floor: boolean
  /** also measure the first page with its script files blocked: what its HTML and CSS cost */
  noScript: boolean
  /** list the tasks each median run's Total Blocking Time counted, from Lighthouse's simulation */
  explain: boolean
  help: boolean
}

export const usage = `Usage: npm run lighthouse -- [options]

  --runs N           runs per URL, the median is reported (default 5)
  --url URL          measure an already running site instead of starting a fresh stack
  --only LIST        templates, comma-separated: ${templates.join(',')} (default all)
  --lang LIST        languages, comma-separated: ${languages.join(',')} (default en,nl)
  --keep-reports     save the median run's raw Lighthouse JSON per URL in reports/lighthouse/
  --build            build the site first (by default only when apps/site/build is missing)
  --verbose          show the output of the CMS and the site the script starts
  --proxy            measure through the reference proxy (tools/proxy: nginx with TLS and HTTP/2,
                     its self-signed certificate accepted by the measuring browser only)
  --benchmark-index N  simulate the phone as from a host of Lighthouse benchmark index N: this
                     machine's index is measured first, and the CPU slowdown is 4 x its index / N
  --cpu-slowdown N   Lighthouse's CPU slowdown multiplier as given (default 4, Lighthouse's own)
  --floor            also measure the empty React Router app (tools/budget/floor), same settings
  --no-script        also measure the first page with its script files blocked (nothing hydrates)
  --explain          list, for each median run, the tasks its Total Blocking Time counted, as
                     Lighthouse's simulation placed them
  --help             show this`

function list<T extends string>(value: string, allowed: readonly T[], flag: string): T[] {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  const unknown = items.filter((item) => !allowed.includes(item as T))
  if (unknown.length > 0 || items.length === 0) {
    throw new Error(`${flag} takes a comma-separated list of ${allowed.join(', ')}; got "${value}"`)
  }
  return [...new Set(items as T[])]
}

function positive(value: string, flag: string): number {
  const number = Number(value)
  if (!Number.isFinite(number) || number <= 0) {
    throw new Error(`${flag} takes a positive number; got "${value}"`)
  }
  return number
}

function cpuSetting(benchmarkIndex?: string, cpuSlowdown?: string): CpuSetting {
  if (benchmarkIndex !== undefined && cpuSlowdown !== undefined) {
    throw new Error('--benchmark-index and --cpu-slowdown both set the CPU slowdown: give one')
  }
  if (benchmarkIndex !== undefined) {
    return { kind: 'benchmark-index', targetIndex: positive(benchmarkIndex, '--benchmark-index') }
  }
  if (cpuSlowdown !== undefined) {
    return { kind: 'multiplier', cpuSlowdown: positive(cpuSlowdown, '--cpu-slowdown') }
  }
  return { kind: 'default' }
}

export function parseOptions(args: string[]): Options {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '5' },
      url: { type: 'string' },
      only: { type: 'string', default: templates.join(',') },
      lang: { type: 'string', default: 'en,nl' },
      'keep-reports': { type: 'boolean', default: false },
      build: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      proxy: { type: 'boolean', default: false },
      'benchmark-index': { type: 'string' },
      'cpu-slowdown': { type: 'string' },
      floor: { type: 'boolean', default: false },
      'no-script': { type: 'boolean', default: false },
      explain: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`--runs takes a whole number of at least 1; got "${values.runs}"`)
  }
  let url: string | undefined
  if (values.url !== undefined) {
    const parsed = new URL(values.url)
    if (!/^https?:$/.test(parsed.protocol)) throw new Error(`--url must be http(s): ${values.url}`)
    url = parsed.origin
  }
  return {
    runs,
    ...(url ? { url } : {}),
    cpu: cpuSetting(values['benchmark-index'], values['cpu-slowdown']),
    floor: values.floor,
    noScript: values['no-script'],
    explain: values.explain,
    only: list(values.only, templates, '--only'),
    langs: list(values.lang, languages, '--lang'),
    keepReports: values['keep-reports'],
    build: values.build,
    verbose: values.verbose,
    proxy: values.proxy,
    help: values.help,
  }
}
