import { describe, expect, it } from 'vitest'
import { CmsBusyError, createAssetGate } from './asset-gate.server.ts'
import { CmsError } from './errors.ts'

/** A task that runs until `finish` is called, and says when it started. */
function heldTask(log: string[], name: string) {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  return {
    task: async () => {
      log.push(`start ${name}`)
      await done
      return name
    },
    finish: () => finish(),
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('the asset gate', () => {
  it('runs at most `concurrent` tasks, then queues in order, then refuses as busy', async () => {
    const log: string[] = []
    const gate = createAssetGate({ concurrent: 2, waiting: 2, retryAfterSeconds: 7 })
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(log, name))
    const runs = tasks.map(({ task }) => gate.run(task))
    await tick()
    expect(log).toEqual(['start a', 'start b'])
    expect([gate.running, gate.waiting]).toEqual([2, 2])

    const refused = await gate.run(async () => 'e').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(CmsBusyError)
    expect(refused).toBeInstanceOf(CmsError)
    expect((refused as CmsBusyError).retryAfterSeconds).toBe(7)
    expect((refused as CmsBusyError).status).toBeUndefined()

    tasks[1]!.finish()
    await tick()
    expect(log).toEqual(['start a', 'start b', 'start c'])
    tasks[0]!.finish()
    await tick()
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d'])
    tasks[2]!.finish()
    tasks[3]!.finish()
    await expect(Promise.all(runs)).resolves.toEqual(['a', 'b', 'c', 'd'])
    expect([gate.running, gate.waiting]).toEqual([0, 0])
  })

  it('frees the place of a task that failed', async () => {
    const gate = createAssetGate({ concurrent: 1, waiting: 0 })
    await expect(gate.run(() => Promise.reject(new Error('transform failed')))).rejects.toThrow(
      'transform failed',
    )
    expect(gate.running).toBe(0)
    await expect(gate.run(async () => 'next')).resolves.toBe('next')
  })

  it('with no queue, refuses everything while its places are taken', async () => {
    const log: string[] = []
    const gate = createAssetGate({ concurrent: 1, waiting: 0 })
    const held = heldTask(log, 'a')
    const running = gate.run(held.task)
    await expect(gate.run(async () => 'b')).rejects.toBeInstanceOf(CmsBusyError)
    held.finish()
    await running
    await expect(gate.run(async () => 'c')).resolves.toBe('c')
  })

  it('tryRun runs only when a place is free now, and never waits', async () => {
    const log: string[] = []
    const gate = createAssetGate({ concurrent: 1, waiting: 5 })
    const held = heldTask(log, 'a')
    const running = gate.run(held.task)
    await expect(gate.tryRun(async () => 'b')).resolves.toBeUndefined()
    expect(gate.waiting).toBe(0)
    held.finish()
    await running
    await expect(gate.tryRun(async () => 'c')).resolves.toBe('c')
  })

  it('refuses as busy a task that waited longer than maxWaitMs, and runs the next in its stead', async () => {
    const log: string[] = []
    const gate = createAssetGate({ concurrent: 1, waiting: 5, maxWaitMs: 30 })
    const held = heldTask(log, 'a')
    const running = gate.run(held.task)
    const waited = gate.run(async () => 'b').catch((error: unknown) => error)
    await expect(waited).resolves.toBeInstanceOf(CmsBusyError)
    expect(gate.waiting).toBe(0)
    const later = gate.run(async () => 'c')
    held.finish()
    await running
    await expect(later).resolves.toBe('c')
    expect(gate.running).toBe(0)
  })

  it('refuses a nonsensical size', () => {
    expect(() => createAssetGate({ concurrent: 0, waiting: 1 })).toThrow(TypeError)
    expect(() => createAssetGate({ concurrent: 1, waiting: -1 })).toThrow(TypeError)
  })
})
