// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OUTBOX_FILE, openOutbox, type Delivery, type Outbox } from './outbox.server'

interface Entry {
  id: string
  name: string
}

let dir: string
const open: Outbox<Entry>[] = []

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-test-'))
})
afterEach(() => {
  for (const box of open.splice(0)) box.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A stand-in for Directus: a table with a unique submission id that can be switched off. */
function fakeCms() {
  const stored = new Map<string, Entry>()
  const cms = {
    up: true,
    /** Stores the entry but loses the answer, like a connection that drops after the write. */
    loseNextAnswer: false,
    stored,
    deliver: vi.fn(async (entry: Entry): Promise<Delivery> => {
      if (!cms.up) throw new Error('connect ECONNREFUSED')
      if (stored.has(entry.id)) return 'duplicate'
      stored.set(entry.id, entry)
      if (cms.loseNextAnswer) {
        cms.loseNextAnswer = false
        throw new Error('socket hang up')
      }
      return 'created'
    }),
  }
  return cms
}

function outbox(deliver: (entry: Entry) => Promise<Delivery>, clock = { now: 0 }) {
  const box = openOutbox<Entry>({
    dir,
    deliver,
    baseDelayMs: 1_000,
    maxDelayMs: 8_000,
    now: () => clock.now,
    onError: () => undefined,
  })
  open.push(box)
  return box
}

describe('the outbox', () => {
  it('writes through a WAL synced in full on every commit', () => {
    const box = outbox(fakeCms().deliver)
    box.put('a', { id: 'a', name: 'An' })
    expect(box.durability()).toEqual({ journalMode: 'wal', synchronous: 2 })
    expect(existsSync(join(dir, `${OUTBOX_FILE}-wal`))).toBe(true)
    expect(box.pending()).toBe(1)
  })

  it('delivers an entry and then forgets it', async () => {
    const cms = fakeCms()
    const box = outbox(cms.deliver)
    box.put('a', { id: 'a', name: 'An' })
    await expect(box.deliverDue()).resolves.toEqual({ delivered: 1, failed: 0 })
    expect(cms.deliver).toHaveBeenCalledWith({ id: 'a', name: 'An' })
    expect(box.pending()).toBe(0)
    await box.deliverDue()
    expect(cms.deliver).toHaveBeenCalledTimes(1)
  })

  it('keeps nothing of a delivered entry on disk: not in the database file, not in its log', async () => {
    const cms = fakeCms()
    const box = outbox(cms.deliver)
    const name = 'Griet Vandenbroucke-4711'
    box.put('a', { id: 'a', name })
    box.put('b', { id: 'b', name: 'Other' })
    const onDisk = () =>
      readdirSync(dir)
        .map((file) => readFileSync(join(dir, file)).toString('latin1'))
        .join('')
    expect(onDisk()).toContain(name)
    await box.deliverDue()
    expect(box.pending()).toBe(0)
    expect(onDisk()).not.toContain(name)
    expect(onDisk()).not.toContain('Other')
  })

  it('keeps the first of two entries with one id', () => {
    const box = outbox(fakeCms().deliver)
    box.put('a', { id: 'a', name: 'first' })
    box.put('a', { id: 'a', name: 'second' })
    expect(box.ids()).toEqual(['a'])
  })

  it('retries a failed entry with a doubling wait, capped', async () => {
    const cms = fakeCms()
    const clock = { now: 0 }
    const box = outbox(cms.deliver, clock)
    cms.up = false
    box.put('a', { id: 'a', name: 'An' })
    const attemptsAt: number[] = []
    for (clock.now = 0; clock.now <= 30_000; clock.now += 500) {
      const before = cms.deliver.mock.calls.length
      await box.deliverDue()
      if (cms.deliver.mock.calls.length > before) attemptsAt.push(clock.now)
    }
    // waits of 1, 2, 4, 8, 8, ... seconds
    expect(attemptsAt.slice(0, 6)).toEqual([0, 1_000, 3_000, 7_000, 15_000, 23_000])
    expect(box.pending()).toBe(1)
    cms.up = true
    clock.now = 31_000
    await box.deliverDue()
    expect(box.pending()).toBe(0)
    expect(cms.stored.size).toBe(1)
  })

  it('delivers exactly once when the answer to a successful write is lost', async () => {
    const cms = fakeCms()
    const clock = { now: 0 }
    const box = outbox(cms.deliver, clock)
    box.put('a', { id: 'a', name: 'An' })
    cms.loseNextAnswer = true
    await expect(box.deliverDue()).resolves.toEqual({ delivered: 0, failed: 1 })
    expect(box.pending()).toBe(1)
    clock.now = 1_000
    // The retry meets the stored copy: a duplicate counts as delivered and leaves the outbox.
    await expect(box.deliverDue()).resolves.toEqual({ delivered: 1, failed: 0 })
    expect(box.pending()).toBe(0)
    expect([...cms.stored.keys()]).toEqual(['a'])
  })

  it('runs one round at a time however often it is asked', async () => {
    let release: () => void = () => undefined
    const deliver = vi.fn(
      () =>
        new Promise<Delivery>((resolve) => {
          release = () => resolve('created')
        }),
    )
    const box = outbox(deliver)
    box.put('a', { id: 'a', name: 'An' })
    const first = box.deliverDue()
    const second = box.deliverDue()
    release()
    await Promise.all([first, second])
    expect(deliver).toHaveBeenCalledTimes(1)
  })

  it('still holds what it stored when the process was killed right after', async () => {
    const script = join(dir, 'crash.ts')
    writeFileSync(
      script,
      `import { openOutbox } from ${JSON.stringify(join(import.meta.dirname, 'outbox.server.ts'))}
const box = openOutbox({ dir: ${JSON.stringify(dir)}, deliver: async () => { throw new Error('down') } })
box.put('a', { id: 'a', name: 'An' })
box.put('b', { id: 'b', name: 'Bo' })
process.kill(process.pid, 'SIGKILL')
`,
    )
    const child = spawnSync(process.execPath, [script], { encoding: 'utf8' })
    expect(child.signal).toBe('SIGKILL')
    const cms = fakeCms()
    const box = outbox(cms.deliver, { now: Date.now() })
    expect(box.ids()).toEqual(['a', 'b'])
    await box.deliverDue()
    expect([...cms.stored.keys()]).toEqual(['a', 'b'])
    expect(box.pending()).toBe(0)
  })
})
