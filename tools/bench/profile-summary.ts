/**
 * Summarises a V8 .cpuprofile (what `node --cpu-prof` writes) into self time per package or
 * module and the functions with the most self time.
 */

export interface CpuProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  hitCount?: number
  children?: number[]
}

export interface CpuProfile {
  nodes: CpuProfileNode[]
  /** microseconds */
  startTime: number
  endTime: number
  samples: number[]
  /** microseconds since the previous sample (the first: since startTime) */
  timeDeltas: number[]
}

export interface ProfileShare {
  selfMs: number
  /** of busy time: everything sampled but (idle) */
  share: number
}

export interface ProfileSummary {
  /** `load`: only samples inside the window asked for; `whole`: it held none, so all of them */
  window: 'load' | 'whole'
  sampledMs: number
  idleMs: number
  busyMs: number
  categories: ({ category: string } & ProfileShare)[]
  topFunctions: ({ functionName: string; location: string; category: string } & ProfileShare)[]
}

const packageLabels: Record<string, string> = {
  'react-dom': 'react-dom (server render)',
  react: 'react',
  'react-router': 'react-router',
  '@react-router/express': 'react-router',
  '@react-router/node': 'react-router',
  i18next: 'i18next',
  'react-i18next': 'i18next',
  express: 'express',
  router: 'express',
  compression: 'compression (middleware)',
  helmet: 'helmet',
}

/** Node's own modules, grouped by what they are for: node:internal/streams/readable is streams. */
function nodeModule(url: string) {
  const [first, second] = url.replace(/^node:(internal\/)?/, '').split('/')
  if (first!.startsWith('_http_') || first === 'http') return 'node:http'
  if (first === 'streams' || first === 'stream') return 'node:streams'
  if (first === 'deps' && second === 'undici') return 'node:undici (fetch)'
  if (first === 'stream_base_commons') return 'node:net'
  return `node:${first}`
}

/** Which package or part of the program a frame belongs to. */
export function categorize(url: string, functionName: string): string {
  if (functionName === '(garbage collector)') return 'GC'
  if (functionName === '(idle)') return '(idle)'
  if (functionName === '(program)') return 'V8/native (program)'
  if (functionName === '(root)') return '(root)'
  if (!url) return 'V8 builtins/native'
  if (url.startsWith('node:')) return nodeModule(url)
  const path = url.replace(/^file:\/\//, '')
  const at = path.lastIndexOf('/node_modules/')
  if (at >= 0) {
    const [first, second] = path.slice(at + '/node_modules/'.length).split('/')
    const name = first!.startsWith('@') ? `${first}/${second}` : first!
    return packageLabels[name] ?? name
  }
  if (path.includes('/apps/site/build/server/')) return 'app (site build: routes, libs)'
  if (path.endsWith('/apps/site/server.ts')) return 'app (server.ts)'
  if (path.includes('/libs/')) return 'app (libs)'
  return path
}

const round = (ms: number) => Math.round(ms * 10) / 10

function location(url: string, line: number, column: number, root: string) {
  if (!url) return '(native)'
  const path = url.replace(/^file:\/\//, '')
  return `${root && path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path}:${line + 1}:${column + 1}`
}

export interface SummaryOptions {
  /** stripped from file paths */
  root?: string
  top?: number
  /**
   * Only samples between these timestamps (µs, V8's monotonic clock, which on Linux is the one
   * process.hrtime reads), to leave the site's start-up out.
   */
  window?: { fromUs: number; toUs: number }
}

export function summarizeProfile(
  profile: CpuProfile,
  { root = '', top = 15, window }: SummaryOptions = {},
): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  let time = profile.startTime
  const stamps = profile.timeDeltas.map((delta) => (time += delta))
  const inWindow = (stamp: number) => !window || (stamp >= window.fromUs && stamp <= window.toUs)
  const windowed = window !== undefined && stamps.some(inWindow)
  // A sample lasts until the next one; the last one until the profile ends.
  const selfUs = new Map<number, number>()
  profile.samples.forEach((id, i) => {
    if (windowed && !inWindow(stamps[i]!)) return
    const duration = (stamps[i + 1] ?? profile.endTime) - stamps[i]!
    selfUs.set(id, (selfUs.get(id) ?? 0) + Math.max(duration, 0))
  })

  const byCategory = new Map<string, number>()
  const byFunction = new Map<
    string,
    { functionName: string; location: string; category: string; us: number }
  >()
  let sampledUs = 0
  let idleUs = 0
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id)!.callFrame
    const category = categorize(url, functionName)
    sampledUs += us
    if (category === '(idle)') {
      idleUs += us
      continue
    }
    byCategory.set(category, (byCategory.get(category) ?? 0) + us)
    const where = location(url, lineNumber, columnNumber, root)
    const key = `${functionName}@${where}`
    const entry = byFunction.get(key) ?? {
      functionName: functionName || '(anonymous)',
      location: where,
      category,
      us: 0,
    }
    entry.us += us
    byFunction.set(key, entry)
  }

  const busyUs = sampledUs - idleUs
  const share = (us: number) => (busyUs > 0 ? Math.round((us / busyUs) * 1000) / 1000 : 0)
  return {
    window: windowed ? 'load' : 'whole',
    sampledMs: round(sampledUs / 1000),
    idleMs: round(idleUs / 1000),
    busyMs: round(busyUs / 1000),
    categories: [...byCategory]
      .sort((a, b) => b[1] - a[1])
      .map(([category, us]) => ({ category, selfMs: round(us / 1000), share: share(us) })),
    topFunctions: [...byFunction.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map(({ us, ...rest }) => ({ ...rest, selfMs: round(us / 1000), share: share(us) })),
  }
}
