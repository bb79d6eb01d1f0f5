/**
 * Sums a Chromium trace of one page load into start-up figures of the page's main thread: how
 * long its script ran (compile, evaluation, callbacks), a TBT-like blocking time and the longest
 * task, from the document's first byte until the page went quiet. Pure: it reads the trace
 * events and nothing else, so a recorded trace is its test.
 */

/** A Chromium trace event (the JSON Trace Event Format); `ts` and `dur` in microseconds. */
export interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  id?: string | number
  args?: Record<string, unknown>
}

/**
 * Where a slice of main-thread time goes. Script is `compile` + `evaluate` + `call`: `evaluate`
 * is the top level of scripts and modules, `call` every callback the browser runs (events,
 * timers, message ports, animation frames, idle callbacks, promise jobs).
 */
export const groups = [
  'compile',
  'evaluate',
  'call',
  'gc',
  'style-layout',
  'paint',
  'parse-html',
  'other',
] as const
export type Group = (typeof groups)[number]
export const scriptGroups: readonly Group[] = ['compile', 'evaluate', 'call']

const evaluateNames = new Set(['EvaluateScript', 'v8.evaluateModule'])
const callNames = new Set([
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'V8.Execute',
  'XHRReadyStateChange',
  'XHRLoad',
  // V8's own wrappers around the above
  'v8.callFunction',
  'v8.newInstance',
  'v8.run',
])
const compileName =
  /^(v8\.(compile|compileModule|parseOnBackground|produceCache|produceModuleCache|deserializeOnBackground)$|V8\.(Compile|Parse|PreParse|ScriptCompiler|Deserialize|Baseline))/
const gcName = /^(MinorGC|MajorGC|GCEvent|V8\.GC|BlinkGC|CppGC|ThreadState::)/
const styleLayoutNames = new Set([
  'UpdateLayoutTree',
  'RecalculateStyles',
  'Layout',
  'ScheduleStyleRecalculation',
  'InvalidateLayout',
  'HitTest',
  'PrePaint',
  'Layerize',
  'IntersectionObserverController::computeIntersections',
])
const paintNames = new Set([
  'Paint',
  'PaintImage',
  'PaintSetup',
  'Rasterize',
  'RasterTask',
  'UpdateLayer',
  'UpdateLayerTree',
  'CompositeLayers',
  'Commit',
  'Decode Image',
  'ImageDecodeTask',
])
const parseHtmlNames = new Set(['ParseHTML', 'ParseAuthorStyleSheet'])
const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

/**
 * The group an event's own time belongs to; undefined when its name says nothing, and it takes
 * its parent's. Compilation and garbage collection count as such wherever they happen; script
 * entered from inside script (a callback run by an evaluating module) stays with the outer one.
 */
export function groupOf(name: string, parent: Group | undefined): Group | undefined {
  if (compileName.test(name)) return 'compile'
  if (gcName.test(name)) return 'gc'
  if (evaluateNames.has(name) || callNames.has(name)) {
    if (parent === 'evaluate' || parent === 'call') return parent
    return evaluateNames.has(name) ? 'evaluate' : 'call'
  }
  if (styleLayoutNames.has(name)) return 'style-layout'
  if (paintNames.has(name)) return 'paint'
  if (parseHtmlNames.has(name)) return 'parse-html'
  return undefined
}

/** One event of the main thread with what lies nested inside it. */
export interface Slice {
  name: string
  /** microseconds, as in the trace */
  start: number
  end: number
  args: Record<string, unknown>
  children: Slice[]
  /** the time that no nested event covers */
  self: number
  group: Group
  /** the script this slice runs, its own or the nearest enclosing one's */
  url: string
}

/** The page's renderer main thread: the CrRendererMain that committed the first http(s) page. */
export function findMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const rendererMains = events.filter(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      (event.args?.name as string | undefined) === 'CrRendererMain',
  )
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      /^https?:/.test(String(dataOf(event).documentLoaderURL ?? '')) &&
      dataOf(event).isLoadingMainFrame === true,
  )
  const main = navigation
    ? rendererMains.find((m) => m.pid === navigation.pid && m.tid === navigation.tid)
    : undefined
  if (main) return { pid: main.pid, tid: main.tid }
  if (navigation) return { pid: navigation.pid, tid: navigation.tid }
  // Without the navigation's mark: the renderer that painted the page.
  const painted = events.find((event) => event.name === 'firstContentfulPaint')
  const painter = rendererMains.find((m) => m.pid === painted?.pid)
  if (painter) return { pid: painter.pid, tid: painter.tid }
  throw new Error('the trace has no navigation of a main frame to an http(s) URL, nor a paint')
}

function dataOf(event: TraceEvent): Record<string, unknown> {
  return (event.args?.data as Record<string, unknown> | undefined) ?? {}
}

function urlOf(event: Pick<TraceEvent, 'args'>): string {
  const data = (event.args?.data as Record<string, unknown> | undefined) ?? {}
  const url = data.url ?? data.fileName ?? event.args?.fileName ?? data.scriptName ?? ''
  return typeof url === 'string' ? url : ''
}

/** The thread's complete events as trees: begin/end pairs joined, nested by time. */
export function sliceTree(events: readonly TraceEvent[], thread: { pid: number; tid: number }) {
  const flat: Array<{ name: string; start: number; end: number; args: Record<string, unknown> }> =
    []
  const open: TraceEvent[] = []
  for (const event of events) {
    if (event.pid !== thread.pid || event.tid !== thread.tid) continue
    if (event.ph === 'X' && event.dur !== undefined) {
      flat.push({
        name: event.name,
        start: event.ts,
        end: event.ts + event.dur,
        args: event.args ?? {},
      })
    } else if (event.ph === 'B') {
      open.push(event)
    } else if (event.ph === 'E') {
      const at = open.findLastIndex((begin) => begin.name === event.name)
      if (at < 0) continue
      const [begin] = open.splice(at, 1)
      flat.push({
        name: begin!.name,
        start: begin!.ts,
        end: event.ts,
        args: { ...begin!.args, ...event.args },
      })
    }
  }
  // Longer first at the same start, so that a parent precedes what it contains.
  flat.sort((a, b) => a.start - b.start || b.end - a.end)
  const roots: Slice[] = []
  const stack: Slice[] = []
  for (const item of flat) {
    while (stack.length && stack.at(-1)!.end <= item.start) stack.pop()
    const parent = stack.at(-1)
    // Rounded timestamps can stick a child out of its parent by a microsecond: clip it.
    const end = parent ? Math.min(item.end, parent.end) : item.end
    const slice: Slice = {
      ...item,
      end,
      children: [],
      self: end - item.start,
      group: groupOf(item.name, parent?.group) ?? parent?.group ?? 'other',
      url: '',
    }
    slice.url = scriptGroups.includes(slice.group)
      ? urlOf(item) || (parent?.url ?? '')
      : (parent?.url ?? '')
    if (parent) {
      parent.children.push(slice)
      parent.self -= slice.end - slice.start
    } else {
      roots.push(slice)
    }
    stack.push(slice)
  }
  return roots
}

export interface Marks {
  /** the document's response began: where start-up is counted from (microseconds) */
  firstByte: number
  fcp: number | null
  load: number | null
}

/** The first byte of the main document, the first contentful paint and the load event. */
export function findMarks(events: readonly TraceEvent[], thread: { pid: number }): Marks {
  const navigation = events.find(
    (event) =>
      event.pid === thread.pid &&
      event.name === 'navigationStart' &&
      /^https?:/.test(String(dataOf(event).documentLoaderURL ?? '')),
  )
  const after = navigation?.ts ?? 0
  const frame = navigation?.args?.frame
  const documentUrl = String(dataOf(navigation ?? ({} as TraceEvent)).documentLoaderURL ?? '')
  const response = events.find(
    (event) =>
      event.name === 'ResourceReceiveResponse' &&
      event.ts >= after &&
      (String(dataOf(event).url ?? '') === documentUrl ||
        String(dataOf(event).mimeType ?? '') === 'text/html'),
  )
  const fcp = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' &&
      event.pid === thread.pid &&
      event.ts >= after &&
      (frame === undefined || event.args?.frame === frame),
  )
  const load = events.find(
    (event) =>
      event.pid === thread.pid &&
      event.ts >= after &&
      ((event.name === 'MarkLoad' && dataOf(event).isMainFrame === true) ||
        (event.name === 'loadEventEnd' && (frame === undefined || event.args?.frame === frame))),
  )
  return {
    firstByte: response?.ts ?? after,
    fcp: fcp?.ts ?? null,
    load: load ? load.ts + (load.dur ?? 0) : null,
  }
}

export interface SummaryOptions {
  /** Tasks shorter than this do not keep the page busy: a timer or a message now and then. */
  busyTaskMs?: number
  /** The page is idle once no busy task ran for this long after the load event. */
  quietMs?: number
}

export interface MainThreadSummary {
  /** all times in milliseconds; instants are counted from the document's first byte */
  fcpAt: number | null
  loadAt: number | null
  /** the end of the last busy task before the quiet window */
  idleAt: number
  /** false when the trace ended before a quiet window: idleAt is then the trace's end */
  settled: boolean
  /** compile + evaluate + call, from the first byte until idle */
  scriptMs: number
  byGroup: Record<Group, number>
  /** every task's time (script, layout, paint, GC...) */
  busyMs: number
  /** sum over tasks of max(0, duration - 50 ms), between the first contentful paint and idle */
  blockingMs: number
  longestTaskMs: number
  /** tasks over 50 ms */
  longTasks: number
  tasks: number
  /** the counted window on the trace's clock (microseconds): first byte to idle */
  window: { from: number; to: number }
}

const ms = (microseconds: number) => microseconds / 1000
const round = (value: number) => Math.round(value * 10) / 10

/** The top-level tasks of a tree (nested run loops leave tasks inside tasks: the outer counts). */
export function topLevelTasks(roots: readonly Slice[]): Slice[] {
  return roots.filter((slice) => taskNames.has(slice.name))
}

/**
 * Where the page went quiet: the end of the first busy task, at or after the load event, that no
 * other busy task follows within `quietMs`. Null when the trace ends before such a window.
 */
export function findIdle(
  tasks: readonly Slice[],
  from: number,
  traceEnd: number,
  { busyTaskMs = 5, quietMs = 1_000 }: SummaryOptions = {},
): number | null {
  const busy = tasks.filter((task) => task.end - task.start >= busyTaskMs * 1000)
  let lastEnd = from
  for (const task of busy) {
    if (task.end <= from) continue
    if (task.start - lastEnd >= quietMs * 1000) return lastEnd
    lastEnd = Math.max(lastEnd, task.end)
  }
  return traceEnd - lastEnd >= quietMs * 1000 ? lastEnd : null
}

/** Adds `slice`'s self time, and that of everything inside it, clipped to [from, to], by group. */
function addSelf(slice: Slice, from: number, to: number, into: Record<Group, number>) {
  if (slice.end <= from || slice.start >= to) return
  const covered = Math.min(slice.end, to) - Math.max(slice.start, from)
  const childCovered = slice.children.reduce(
    (sum, child) => sum + Math.max(0, Math.min(child.end, to) - Math.max(child.start, from)),
    0,
  )
  into[slice.group] += covered - childCovered
  for (const child of slice.children) addSelf(child, from, to, into)
}

export function emptyGroups(): Record<Group, number> {
  return Object.fromEntries(groups.map((group) => [group, 0])) as Record<Group, number>
}

/** The figures of one load, from its trace. */
export function summarizeMainThread(
  events: readonly TraceEvent[],
  options: SummaryOptions = {},
): MainThreadSummary {
  const thread = findMainThread(events)
  const marks = findMarks(events, thread)
  const roots = sliceTree(events, thread)
  const tasks = topLevelTasks(roots)
  const traceEnd = Math.max(...events.filter((e) => e.ts > 0).map((e) => e.ts + (e.dur ?? 0)))
  const idle = findIdle(tasks, marks.load ?? marks.firstByte, traceEnd, options)
  const end = idle ?? traceEnd
  const from = marks.firstByte

  const byGroup = emptyGroups()
  for (const root of roots) addSelf(root, from, end, byGroup)
  let blocking = 0
  let longest = 0
  let longTasks = 0
  let counted = 0
  for (const task of tasks) {
    if (task.end <= from || task.start >= end) continue
    counted++
    const duration = task.end - task.start
    // The task that commits the navigation starts before the first byte and is the browser's:
    // the same on every page, so it is left out of the longest task.
    if (task.start >= from) {
      longest = Math.max(longest, duration)
      if (duration > 50_000) longTasks++
    }
    if (marks.fcp !== null) {
      const clipped = Math.min(task.end, end) - Math.max(task.start, marks.fcp)
      blocking += Math.max(0, clipped - 50_000)
    }
  }
  const relative = (at: number | null) => (at === null ? null : round(ms(at - from)))
  return {
    fcpAt: relative(marks.fcp),
    loadAt: relative(marks.load),
    idleAt: round(ms(end - from)),
    settled: idle !== null,
    scriptMs: round(ms(scriptGroups.reduce((sum, group) => sum + byGroup[group], 0))),
    byGroup: Object.fromEntries(
      groups.map((group) => [group, round(ms(byGroup[group]))]),
    ) as Record<Group, number>,
    busyMs: round(ms(Object.values(byGroup).reduce((sum, value) => sum + value, 0))),
    blockingMs: round(ms(blocking)),
    longestTaskMs: round(ms(longest)),
    longTasks,
    tasks: counted,
    window: { from, to: end },
  }
}
