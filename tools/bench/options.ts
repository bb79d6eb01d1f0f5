import { parseArgs } from 'node:util'

/** Load scenarios, in the order they run; the baseline runs whenever any of the others does. */
export const loadScenarios = ['baseline', 'page-cache-hit', 'data-cached', 'cold'] as const
export const otherScenarios = [
  'miss',
  'directus-requests',
  'profile',
  'cms-stopped',
  'places',
  'search',
  'hydration',
] as const
export const scenarios = [...loadScenarios, ...otherScenarios] as const
export type Scenario = (typeof scenarios)[number]

export interface BenchOptions {
  durationS: number
  connections: number[]
  /** repetitions of the load ladder; figures are medians over them */
  rounds: number
  path: string
  scenarios: Set<Scenario>
  /** requests in flight at a time in the miss passes */
  missConnections: number
  /** length of the load while the CMS is stopped */
  stopDurationS: number
  skipBuild: boolean
  /** page loads per route in the hydration scenario; figures are medians over them */
  loads: number
  /** Chromium's CPU slowdown in the hydration scenario */
  cpuThrottling: number
  verbose: boolean
  help: boolean
}

export const usage = `Usage: npm run bench -- [options]

  --duration <s>         seconds per load run (default 10)
  --connections <list>   connection counts, comma-separated (default 20,100)
  --rounds <n>           run the load ladder n times and report medians (default 1)
  --path <path>          URL the load scenarios request (default /en)
  --only <list>          scenarios to run, comma-separated: ${scenarios.join(', ')}
  --miss-connections <n> requests in flight in the miss passes (default 4)
  --skip-cms-stop        leave out cms-stopped
  --stop-duration <s>    seconds of load while the CMS is stopped (default 30)
  --skip-build           use the existing apps/site/build instead of building the site
  --loads <n>            page loads per route in the hydration scenario, medians (default 5)
  --cpu-throttling <n>   Chromium's CPU slowdown in the hydration scenario (default 4)
  --verbose              show the output of Directus and the site processes
  --help`

function positiveNumber(name: string, raw: string) {
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name} wants a positive number, got "${raw}"`)
  return value
}

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20,100' },
      rounds: { type: 'string', default: '1' },
      path: { type: 'string', default: '/en' },
      only: { type: 'string' },
      'miss-connections': { type: 'string', default: '4' },
      'skip-cms-stop': { type: 'boolean', default: false },
      'stop-duration': { type: 'string', default: '30' },
      'skip-build': { type: 'boolean', default: false },
      loads: { type: 'string', default: '5' },
      'cpu-throttling': { type: 'string', default: '4' },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  })
  const selected = values.only ? values.only.split(',').map((name) => name.trim()) : [...scenarios]
  for (const name of selected) {
    if (!(scenarios as readonly string[]).includes(name)) {
      throw new Error(`unknown scenario "${name}"; known: ${scenarios.join(', ')}`)
    }
  }
  const chosen = new Set(selected as Scenario[])
  if (values['skip-cms-stop']) chosen.delete('cms-stopped')
  // Every load figure is a ratio to the baseline, so a load scenario brings the baseline along.
  const rated: Scenario[] = [...loadScenarios.filter((s) => s !== 'baseline'), 'miss']
  if (rated.some((s) => chosen.has(s))) chosen.add('baseline')
  if (!values.path.startsWith('/'))
    throw new Error(`--path must start with /, got "${values.path}"`)
  return {
    durationS: positiveNumber('duration', values.duration),
    connections: values.connections
      .split(',')
      .map((n) => Math.round(positiveNumber('connections', n.trim()))),
    rounds: Math.round(positiveNumber('rounds', values.rounds)),
    path: values.path,
    scenarios: new Set(scenarios.filter((s) => chosen.has(s))),
    missConnections: Math.round(positiveNumber('miss-connections', values['miss-connections'])),
    stopDurationS: positiveNumber('stop-duration', values['stop-duration']),
    skipBuild: values['skip-build'],
    loads: Math.round(positiveNumber('loads', values.loads)),
    cpuThrottling: positiveNumber('cpu-throttling', values['cpu-throttling']),
    verbose: values.verbose,
    help: values.help,
  }
}
