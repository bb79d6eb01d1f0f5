import { describe, expect, it } from 'vitest'
import { formatLoadTable, loadDeviations, type LoadRow } from './report.ts'

const row = (patch: Partial<LoadRow> = {}): LoadRow => ({
  label: 'page cache on',
  connections: 100,
  durationS: 60,
  requests: 20_000,
  reqPerSec: 333,
  p50Ms: 180,
  p99Ms: 2_400,
  maxMs: 4_400,
  errors: 0,
  timeouts: 0,
  status5xx: 0,
  unexpected: {},
  rss: { startMb: 300, peakMb: 340, endMb: 330, warmMb: 320, lastMb: 330, flat: true },
  samples: [],
  loadAverage1m: 4,
  ...patch,
})

describe('loadDeviations', () => {
  it('holds a run with no error, no 5xx, no other status and flat memory', () => {
    expect(loadDeviations(row())).toEqual([])
  })

  it('names socket errors, 5xx, unexpected statuses and memory growth', () => {
    expect(
      loadDeviations(
        row({
          errors: 3,
          timeouts: 2,
          status5xx: 4,
          unexpected: { '503 for page (expected 200)': 4 },
          rss: { startMb: 300, peakMb: 500, endMb: 500, warmMb: 320, lastMb: 480, flat: false },
        }),
      ),
    ).toEqual([
      '3 socket errors (2 of them timeouts)',
      '4 answers 5xx',
      '4× 503 for page (expected 200)',
      'RSS grew from 320 to 480 MB after warm-up',
    ])
  })

  it('does not fail a run too short to judge memory on', () => {
    const short = row({
      rss: { startMb: 1, peakMb: 9, endMb: 9, warmMb: 1, lastMb: 9, flat: undefined },
    })
    expect(loadDeviations(short)).toEqual([])
    expect(
      formatLoadTable([short], [], { page: 1, data: 0, media: 0, file: 0, 'not-found': 0 }),
    ).toContain('| not judged (run too short) |')
  })
})
