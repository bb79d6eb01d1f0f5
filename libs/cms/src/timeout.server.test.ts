import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { loopTimeoutSignal } from './timeout.server.ts'

/** Keeps the event loop busy, as a queue of renders does. */
function block(ms: number) {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // busy
  }
}

describe('loopTimeoutSignal', () => {
  it('aborts with a TimeoutError once the time has passed on a free event loop', async () => {
    const signal = loopTimeoutSignal(200)
    expect(signal.aborted).toBe(false)
    await sleep(600)
    expect(signal.aborted).toBe(true)
    expect((signal.reason as DOMException).name).toBe('TimeoutError')
  })

  it('does not count a second in which the event loop could read nothing', async () => {
    const signal = loopTimeoutSignal(600)
    block(1_000)
    // One tick counts at most 150 ms of the blocked second: the answer still has time to arrive.
    await sleep(0)
    await sleep(120)
    expect(signal.aborted).toBe(false)
    await sleep(1_200)
    expect(signal.aborted).toBe(true)
  })

  it('keeps separate deadlines apart', async () => {
    const short = loopTimeoutSignal(100)
    const long = loopTimeoutSignal(5_000)
    await sleep(500)
    expect(short.aborted).toBe(true)
    expect(long.aborted).toBe(false)
  })
})
