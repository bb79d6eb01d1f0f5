/**
 * Where one page load's main-thread script time went: by script, by the callback that started
 * each task, by our own code against the libraries', and by function. The trace's events say
 * when a task compiled, evaluated or called back; V8's CPU samples (recorded in the same trace)
 * say which function ran. Pure, like main-thread.ts.
 */
import { sourceLabel, type OriginalPlace } from './source-map.ts'
import {
  findMainThread,
  scriptGroups,
  sliceTree,
  topLevelTasks,
  type Group,
  type Slice,
  type TraceEvent,
} from './main-thread.ts'

interface CallFrame {
  functionName: string
  url?: string
  lineNumber?: number
  columnNumber?: number
}

interface ProfileNode {
  id: number
  parent?: number
  callFrame: CallFrame
}

export interface Sample {
  /** microseconds, the trace's clock */
  ts: number
  /** how long until the next sample */
  dur: number
  /** leaf first */
  stack: CallFrame[]
}

/** The main thread's CPU samples, from the trace's Profile and ProfileChunk events. */
export function readSamples(events: readonly TraceEvent[], thread = findMainThread(events)) {
  const profile = events.find(
    (event) =>
      event.name === 'Profile' &&
      event.ph === 'P' &&
      event.pid === thread.pid &&
      event.tid === thread.tid,
  )
  if (!profile) return []
  const start = Number((profile.args?.data as { startTime?: number }).startTime ?? profile.ts)
  const nodes = new Map<number, ProfileNode>()
  const ids: number[] = []
  const deltas: number[] = []
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== thread.pid || event.id !== profile.id) {
      continue
    }
    const data = event.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
      timeDeltas?: number[]
    }
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
    ids.push(...(data.cpuProfile?.samples ?? []))
    deltas.push(...(data.timeDeltas ?? []))
  }
  const samples: Sample[] = []
  let ts = start
  for (let at = 0; at < ids.length; at++) {
    ts += deltas[at] ?? 0
    const stack: CallFrame[] = []
    for (let node = nodes.get(ids[at]!); node; node = nodes.get(node.parent ?? -1)) {
      if (node.callFrame.functionName !== '(root)') stack.push(node.callFrame)
    }
    samples.push({ ts, dur: 0, stack })
  }
  for (let at = 0; at < samples.length - 1; at++) {
    samples[at]!.dur = samples[at + 1]!.ts - samples[at]!.ts
  }
  return samples
}

/** `/assets/vendor-AbCd1234.js` → `vendor`; the document's own URL → `(inline scripts)`. */
export function scriptLabel(url: string | undefined, documentUrl = ''): string {
  if (!url) return '(V8, native)'
  if (documentUrl && url === documentUrl) return '(inline scripts)'
  const path = url.replace(/^[a-z]+:\/\/[^/]+/, '').split('?')[0]!
  const file = path.split('/').at(-1) ?? path
  return file.replace(/-[\w-]{8}\.m?js$/, '').replace(/\.m?js$/, '') || path
}

export interface BreakdownOptions {
  /** microseconds on the trace's clock: the window the summary counted (first byte to idle) */
  from: number
  to: number
  /** the page's URL, to tell its inline scripts */
  documentUrl?: string
  /**
   * Scripts that are libraries, not our code (React, React Router, the entry): a sample is
   * charged to the innermost frame outside them, so a component's render counts as ours even
   * when React's jsx() is on top of the stack.
   */
  isLibrary?: (label: string) => boolean
  /** how many functions to list */
  top?: number
  /**
   * The original function at a place of a built script (1-based), from its source map: names
   * the functions, tells our sources from the packages', and React's phases apart.
   */
  resolve?: (place: Location) => OriginalPlace | undefined
}

export interface ScriptRow {
  script: string
  compileMs: number
  evaluateMs: number
  callMs: number
}

/** A place in a script, lines and columns counted from 1. */
export interface Location {
  url: string
  line: number
  column: number
}

export interface EntryRow {
  /** what started the task: `module evaluation`, `timer`, `event: load`, `x (vendor:1:1514)` */
  entry: string
  /** the callback's place, for a task that a function call started */
  location?: Location
  tasks: number
  scriptMs: number
  longestTaskMs: number
}

export interface FunctionRow extends Location {
  name: string
  script: string
  selfMs: number
  /** where the source map says it comes from */
  original?: OriginalPlace
}

export interface Breakdown {
  /** script time by script: compile from the trace, evaluate and call from the samples */
  scripts: ScriptRow[]
  /** evaluate + call by the innermost own-code script on the stack, or `(libraries only)` */
  owners: Array<{ owner: string; ms: number }>
  entries: EntryRow[]
  functions: FunctionRow[]
  /**
   * Script time by what it was doing: compiling (traced), evaluating modules, React rendering
   * (hydration), committing, running passive effects, other callbacks. React's phases need the
   * source maps' names; without them its work is in `callbacks`.
   */
  phases: Array<{ phase: string; ms: number }>
  /** script time the samples cover, against the trace's: how far to trust the split */
  sampledScriptMs: number
  tracedScriptMs: number
}

const ms = (microseconds: number) => Math.round(microseconds / 100) / 10

function flatten(roots: readonly Slice[]): Slice[] {
  const all: Slice[] = []
  const visit = (slice: Slice) => {
    all.push(slice)
    slice.children.forEach(visit)
  }
  roots.forEach(visit)
  return all
}

/** The innermost slice running at `ts`, found by walking down from the task that holds it. */
function sliceAt(
  roots: readonly Slice[],
  starts: readonly number[],
  ts: number,
): Slice | undefined {
  let low = 0
  let high = roots.length - 1
  let found = -1
  while (low <= high) {
    const mid = (low + high) >> 1
    if (starts[mid]! <= ts) {
      found = mid
      low = mid + 1
    } else high = mid - 1
  }
  let slice = found >= 0 && roots[found]!.end > ts ? roots[found] : undefined
  for (let inner = slice; inner;) {
    slice = inner
    inner = inner.children.find((child) => child.start <= ts && child.end > ts)
  }
  return slice
}

/** The first script a task ran, as the name of what started it. */
function entryOf(
  task: Slice,
  documentUrl: string,
): { entry: string; location?: Location } | undefined {
  const queue = [task]
  while (queue.length) {
    const slice = queue.shift()!
    const data = (slice.args.data as Record<string, unknown> | undefined) ?? {}
    const simple = (entry: string) => ({ entry })
    switch (slice.name) {
      case 'v8.evaluateModule':
        return simple('module evaluation')
      case 'EvaluateScript':
        return simple(
          slice.url === documentUrl ? 'inline script' : `script ${scriptLabel(slice.url)}`,
        )
      case 'TimerFire':
        return simple('timer')
      case 'FireAnimationFrame':
        return simple('animation frame')
      case 'FireIdleCallback':
        return simple('idle callback')
      case 'EventDispatch':
        return simple(`event: ${String(data.type ?? '?')}`)
      case 'RunMicrotasks':
        return simple('promise jobs')
      case 'FunctionCall': {
        // FunctionCall counts lines and columns from 1, unlike the profile's call frames.
        const location = {
          url: slice.url,
          line: Number(data.lineNumber ?? 1),
          column: Number(data.columnNumber ?? 1),
        }
        const name = String(data.functionName || '(anonymous)')
        const where = `${scriptLabel(slice.url, documentUrl)}:${location.line}:${location.column}`
        return { entry: `${name} (${where})`, location }
      }
    }
    queue.push(...slice.children)
  }
  return undefined
}

/** React's functions that tell what a stack is doing, innermost first wins. */
const reactPhases: Record<string, string> = {
  performUnitOfWork: 'React render (hydration)',
  beginWork: 'React render (hydration)',
  completeWork: 'React render (hydration)',
  completeUnitOfWork: 'React render (hydration)',
  workLoopSync: 'React render (hydration)',
  workLoopConcurrentByScheduler: 'React render (hydration)',
  renderRootSync: 'React render (hydration)',
  renderRootConcurrent: 'React render (hydration)',
  commitRoot: 'React commit (DOM, layout effects)',
  flushMutationEffects: 'React commit (DOM, layout effects)',
  flushLayoutEffects: 'React commit (DOM, layout effects)',
  flushSpawnedWork: 'React commit (DOM, layout effects)',
  flushPassiveEffects: 'React passive effects (useEffect)',
  commitPassiveMountOnFiber: 'React passive effects (useEffect)',
}

function sum<T>(rows: Map<string, T>, key: string, make: () => T): T {
  let row = rows.get(key)
  if (!row) {
    row = make()
    rows.set(key, row)
  }
  return row
}

export function breakdownMainThread(
  events: readonly TraceEvent[],
  { from, to, documentUrl = '', isLibrary = () => false, top = 15, resolve }: BreakdownOptions,
): Breakdown {
  const resolved = new Map<string, OriginalPlace | undefined>()
  const original = (frame: CallFrame) => {
    if (!resolve || !frame.url) return undefined
    const place = {
      url: frame.url,
      line: (frame.lineNumber ?? 0) + 1,
      column: (frame.columnNumber ?? 0) + 1,
    }
    const key = `${place.url}:${place.line}:${place.column}`
    if (!resolved.has(key)) resolved.set(key, resolve(place))
    return resolved.get(key)
  }
  // With source maps, our code is what does not come from node_modules; else, by chunk.
  const ownLabel = (frame: CallFrame): string | undefined => {
    if (!frame.url) return undefined
    const place = original(frame)
    if (place) return /node_modules\//.test(place.source) ? undefined : sourceLabel(place.source)
    const label = scriptLabel(frame.url, documentUrl)
    return isLibrary(label) ? undefined : label
  }
  const thread = findMainThread(events)
  const roots = sliceTree(events, thread)
  const starts = roots.map((root) => root.start)
  const clip = (slice: { start: number; end: number }) =>
    Math.max(0, Math.min(slice.end, to) - Math.max(slice.start, from))
  const isScript = (group: Group) => scriptGroups.includes(group)

  const scripts = new Map<string, { compile: number; evaluate: number; call: number }>()
  const zero = () => ({ compile: 0, evaluate: 0, call: 0 })
  let traced = 0
  for (const slice of flatten(roots)) {
    if (!isScript(slice.group)) continue
    const own = clip(slice) - slice.children.reduce((total, child) => total + clip(child), 0)
    traced += own
    if (slice.group === 'compile') {
      sum(scripts, scriptLabel(slice.url, documentUrl), zero).compile += own
    }
  }

  const owners = new Map<string, number>()
  const phases = new Map<string, number>()
  const functions = new Map<string, FunctionRow & { us: number }>()
  let sampled = 0
  for (const sample of readSamples(events, thread)) {
    if (sample.ts < from || sample.ts >= to || sample.stack.length === 0) continue
    const slice = sliceAt(roots, starts, sample.ts)
    if (!slice || (slice.group !== 'evaluate' && slice.group !== 'call')) continue
    const leaf = sample.stack[0]!
    if (leaf.functionName === '(idle)') continue
    sampled += sample.dur
    const label = scriptLabel(leaf.url, documentUrl)
    sum(scripts, label, zero)[slice.group] += sample.dur
    const owner = sample.stack.map(ownLabel).find(Boolean) ?? '(libraries only)'
    owners.set(owner, (owners.get(owner) ?? 0) + sample.dur)
    const phase =
      sample.stack.map((frame) => reactPhases[original(frame)?.name ?? '']).find(Boolean) ??
      (slice.group === 'evaluate' ? 'module and script evaluation' : 'callbacks')
    phases.set(phase, (phases.get(phase) ?? 0) + sample.dur)
    const key = `${leaf.functionName}@${leaf.url}:${leaf.lineNumber}:${leaf.columnNumber}`
    const place = original(leaf)
    sum(functions, key, () => ({
      name: leaf.functionName || '(anonymous)',
      script: label,
      url: leaf.url ?? '',
      line: (leaf.lineNumber ?? 0) + 1,
      column: (leaf.columnNumber ?? 0) + 1,
      selfMs: 0,
      us: 0,
      ...(place ? { original: place } : {}),
    })).us += sample.dur
  }

  const entries = new Map<
    string,
    { tasks: number; script: number; longest: number; location?: Location }
  >()
  for (const task of topLevelTasks(roots)) {
    if (task.end <= from || task.start >= to) continue
    const script = flatten([task])
      .filter((slice) => isScript(slice.group))
      .reduce(
        (total, slice) =>
          total + clip(slice) - slice.children.reduce((inner, child) => inner + clip(child), 0),
        0,
      )
    if (script === 0) continue
    const started = entryOf(task, documentUrl) ?? { entry: '(other)' }
    const entry = sum(entries, started.entry, () => ({
      tasks: 0,
      script: 0,
      longest: 0,
      ...(started.location ? { location: started.location } : {}),
    }))
    entry.tasks++
    entry.script += script
    entry.longest = Math.max(entry.longest, task.end - task.start)
  }

  const compiled = [...scripts.values()].reduce((total, row) => total + row.compile, 0)
  return {
    phases: [['compile (traced)', compiled] as const, ...phases.entries()]
      .map(([phase, us]) => ({ phase, ms: ms(us) }))
      .sort((a, b) => b.ms - a.ms),
    scripts: [...scripts.entries()]
      .map(([script, row]) => ({
        script,
        compileMs: ms(row.compile),
        evaluateMs: ms(row.evaluate),
        callMs: ms(row.call),
      }))
      .sort(
        (a, b) => b.compileMs + b.evaluateMs + b.callMs - (a.compileMs + a.evaluateMs + a.callMs),
      ),
    owners: [...owners.entries()]
      .map(([owner, us]) => ({ owner, ms: ms(us) }))
      .sort((a, b) => b.ms - a.ms),
    entries: [...entries.entries()]
      .map(([entry, row]) => ({
        entry,
        ...(row.location ? { location: row.location } : {}),
        tasks: row.tasks,
        scriptMs: ms(row.script),
        longestTaskMs: ms(row.longest),
      }))
      .sort((a, b) => b.scriptMs - a.scriptMs),
    functions: [...functions.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map(({ us, ...row }) => ({ ...row, selfMs: ms(us) })),
    sampledScriptMs: ms(sampled),
    tracedScriptMs: ms(traced),
  }
}
