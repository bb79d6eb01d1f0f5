/**
 * What Lighthouse's Total Blocking Time counted in one run, task by task. With simulated
 * throttling (its default) the figure is not measured: Lighthouse's simulation (Lantern) replays
 * the run's main-thread tasks, each multiplied by the CPU slowdown, one after another on one
 * thread, and counts what each lasts beyond 50 ms between its own estimates of the first
 * contentful paint and of Time to Interactive. Which task lands where in that replay is what
 * decides the score, and no trace of the page shows it; this file asks the simulation.
 */
import type { Result, RunnerResult } from 'lighthouse'
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js'
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'

/** One task of the run as the simulation placed it, and what it added to Total Blocking Time. */
export interface BlockingTask {
  /** simulated milliseconds from the navigation's start */
  start: number
  /** simulated duration: the observed one times the CPU slowdown (half of it for layout) */
  duration: number
  /** how long the task took in the run itself, unthrottled */
  observed: number
  /** what it added to Total Blocking Time (the mean of Lighthouse's two estimates, as its own) */
  counted: number
  /** what the task did, largest first: Lighthouse's own task groups, observed milliseconds */
  parts: TaskPart[]
}

export interface TaskPart {
  /** a task group (`Script Evaluation`, `Style & Layout`…), with the script or event it was */
  what: string
  ms: number
}

export interface BlockingTime {
  /** the first contentful paint the two estimates count from, simulated milliseconds */
  fcp: { optimistic: number; pessimistic: number }
  /** the sum over the tasks: Lighthouse's Total Blocking Time, to rounding */
  total: number
  /** every task that counted, in simulated order */
  tasks: BlockingTask[]
}

/** A simulated task's place in one of the two estimates. */
export interface Placed {
  start: number
  end: number
}

/** The window each estimate counts in: from a first paint to an interactive time. */
export interface Window {
  from: number
  to: number
}

/**
 * What one task adds to Total Blocking Time: Lighthouse combines an optimistic and a pessimistic
 * estimate half and half, each counting the task's time beyond 50 ms inside its own window.
 */
export function countedTime(
  placed: { optimistic: Placed; pessimistic: Placed },
  windows: { optimistic: Window; pessimistic: Window },
): number {
  const impact = (task: Placed, window: Window) =>
    Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(
      { ...task, duration: task.end - task.start },
      window.from,
      window.to,
    )
  return (
    0.5 * impact(placed.optimistic, windows.optimistic) +
    0.5 * impact(placed.pessimistic, windows.pessimistic)
  )
}

/** The part of Lighthouse's task tree read here. */
export interface TaskTree {
  duration: number
  selfTime: number
  group: { label: string }
  attributableURLs: readonly string[]
  event: { name: string }
  children: readonly TaskTree[]
}

const scriptGroups = new Set(['Script Evaluation', 'Script Parsing & Compilation'])

/**
 * A task's own time by what it did, over its whole tree: scripts by file (the first URL the task
 * can be charged to, as Lighthouse's own bootup-time audit charges it; an inline script's is its
 * document), everything else by group, with the trace event for "Other" (the browser's commit of
 * a navigation, the end of the document's loading).
 */
export function taskParts(task: TaskTree, top = 3): TaskPart[] {
  const sums = new Map<string, number>()
  const visit = (node: TaskTree) => {
    const { label } = node.group
    const url = node.attributableURLs[0]
    const file = url ? (new URL(url).pathname.split('/').pop() ?? '') || '/' : ''
    const what = scriptGroups.has(label)
      ? `${label}${file ? ` ${file}` : ''}`
      : label === 'Other'
        ? `Other ${node.event.name}`
        : label
    sums.set(what, (sums.get(what) ?? 0) + node.selfTime)
    node.children.forEach(visit)
  }
  visit(task)
  return [...sums]
    .map(([what, ms]) => ({ what, ms: Math.round(ms * 10) / 10 }))
    .filter((part) => part.ms >= 0.5)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top)
}

interface LanternNode {
  type: string
  /** the trace event of the task, the same object as the task tree's */
  event: { name: string }
}
interface LanternEstimate {
  timeInMs: number
  nodeTimings: Map<LanternNode, { startTime: number; endTime: number; duration: number }>
}
interface LanternResult {
  optimisticEstimate: LanternEstimate
  pessimisticEstimate: LanternEstimate
}

/**
 * Replays one run through Lighthouse's own simulation, with its own settings, and lists the
 * tasks that counted. Undefined when the run has no trace to replay (it failed).
 */
export async function explainBlocking(result: RunnerResult): Promise<BlockingTime | undefined> {
  const { artifacts, lhr } = result as RunnerResult & { artifacts: Record<string, unknown> }
  if (!artifacts.Trace || !artifacts.DevtoolsLog) return undefined
  const settings = (lhr as Result).configSettings
  const context = { computedCache: new Map(), settings }
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
  }
  /* eslint-disable @typescript-eslint/no-explicit-any -- Lighthouse's computed artifacts are typed for its own build */
  const [fcp, interactive, tbt, tasks] = (await Promise.all([
    LanternFirstContentfulPaint.request(data as any, context as any),
    LanternInteractive.request(data as any, context as any),
    LanternTotalBlockingTime.request(data as any, context as any),
    MainThreadTasks.request(artifacts.Trace as any, context as any),
  ])) as unknown as [LanternResult, LanternResult, LanternResult, TaskTree[]]
  /* eslint-enable @typescript-eslint/no-explicit-any */
  // Each estimate counts from the other's first paint (see Lantern's TotalBlockingTime).
  const windows = {
    optimistic: {
      from: fcp.pessimisticEstimate.timeInMs,
      to: interactive.optimisticEstimate.timeInMs,
    },
    pessimistic: {
      from: fcp.optimisticEstimate.timeInMs,
      to: interactive.pessimisticEstimate.timeInMs,
    },
  }
  const byEvent = new Map(tasks.map((task) => [task.event, task]))
  const blocking: BlockingTask[] = []
  for (const [node, optimistic] of tbt.optimisticEstimate.nodeTimings) {
    const pessimistic = tbt.pessimisticEstimate.nodeTimings.get(node)
    if (node.type !== 'cpu' || !pessimistic) continue
    const counted = countedTime(
      {
        optimistic: { start: optimistic.startTime, end: optimistic.endTime },
        pessimistic: { start: pessimistic.startTime, end: pessimistic.endTime },
      },
      windows,
    )
    if (counted <= 0) continue
    const task = byEvent.get(node.event)
    blocking.push({
      start: optimistic.startTime,
      duration: optimistic.duration,
      observed: task?.duration ?? 0,
      counted,
      parts: task ? taskParts(task) : [],
    })
  }
  blocking.sort((a, b) => a.start - b.start)
  return {
    fcp: {
      optimistic: fcp.optimisticEstimate.timeInMs,
      pessimistic: fcp.pessimisticEstimate.timeInMs,
    },
    total: blocking.reduce((sum, task) => sum + task.counted, 0),
    tasks: blocking,
  }
}
