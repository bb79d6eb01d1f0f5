import { describe, expect, it } from 'vitest'
import { countedTime, taskParts, type TaskTree } from './blocking.ts'

const windows = {
  optimistic: { from: 1_000, to: 4_000 },
  pessimistic: { from: 900, to: 4_500 },
}
const both = (start: number, end: number) => ({
  optimistic: { start, end },
  pessimistic: { start, end },
})

describe('countedTime', () => {
  it('counts what a task lasts beyond 50 ms, half from each estimate', () => {
    expect(countedTime(both(2_000, 2_120), windows)).toBe(70)
    expect(countedTime(both(2_000, 2_050), windows)).toBe(0)
  })

  it('counts only the part after the first paint each estimate counts from', () => {
    // optimistic: 1,000-1,200 is 200 ms, 150 beyond 50; pessimistic: 900-1,200 is 300, 250 beyond
    expect(countedTime(both(800, 1_200), windows)).toBe(200)
    // ends before either first paint
    expect(countedTime(both(100, 880), windows)).toBe(0)
  })

  it('leaves out what starts after interactive in one estimate but not the other', () => {
    expect(countedTime(both(4_200, 4_300), windows)).toBe(25)
  })
})

const task = (
  label: string,
  selfTime: number,
  children: TaskTree[] = [],
  { url, name = 'RunTask' }: { url?: string; name?: string } = {},
): TaskTree => ({
  duration: selfTime + children.reduce((sum, child) => sum + child.duration, 0),
  selfTime,
  group: { label },
  attributableURLs: url ? [url] : [],
  event: { name },
  children,
})

describe('taskParts', () => {
  it('sums a task tree by group, scripts by file, the rest of "Other" by event', () => {
    const tree = task('Other', 2, [
      task('Script Evaluation', 30, [task('Garbage Collection', 5)], {
        url: 'https://127.0.0.1/assets/entry.client-C-RtE3zf.js',
      }),
      task('Script Evaluation', 4, [], { url: 'https://127.0.0.1/en' }),
      task('Style & Layout', 12),
      task('Other', 8, [], { name: 'DocumentLoader::CommitNavigation' }),
    ])
    expect(taskParts(tree, 5)).toEqual([
      { what: 'Script Evaluation entry.client-C-RtE3zf.js', ms: 30 },
      { what: 'Style & Layout', ms: 12 },
      { what: 'Other DocumentLoader::CommitNavigation', ms: 8 },
      { what: 'Garbage Collection', ms: 5 },
      { what: 'Script Evaluation en', ms: 4 },
    ])
    expect(taskParts(tree)).toHaveLength(3)
  })
})
