import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'

/**
 * A durable local outbox (ADR 021): what the CMS could not take now is written to SQLite and
 * delivered later, exactly once. `put` returns only once the row is on disk: WAL with
 * `synchronous = FULL` fsyncs the log on every commit, so a request survives a crash or a power
 * cut the moment the visitor is told it was received.
 *
 * An entry holds a visitor's details, so a delivered one leaves nothing behind: `secure_delete`
 * overwrites its rows in the database file, and a checkpoint after each round that delivered
 * something copies the log into the file and truncates the log, which still held the insert.
 */

/** What delivering an entry came to: stored now, or already stored by an earlier attempt. */
export type Delivery = 'created' | 'duplicate'

export interface OutboxOptions<T> {
  /** The directory of the database file (created if missing). */
  dir: string
  /** Sends one entry on; rejects when it could not (the entry stays and is retried). */
  deliver: (entry: T) => Promise<Delivery>
  /** The wait after the first failed attempt; it doubles with every further one. */
  baseDelayMs?: number
  /** The longest wait between two attempts. */
  maxDelayMs?: number
  /** How often the deliverer looks for entries that are due. */
  pollMs?: number
  now?: () => number
  /** Told of every failed attempt (the entry stays in the outbox). */
  onError?: (id: string, error: unknown) => void
}

export interface DeliveryRound {
  delivered: number
  failed: number
}

export interface Outbox<T> {
  /** Stores an entry durably; a second `put` of the same id keeps the first. */
  put(id: string, entry: T): void
  /** Tries every entry that is due, one at a time; concurrent calls share one round. */
  deliverDue(): Promise<DeliveryRound>
  /** Delivers due entries now and then every `pollMs`, until `stop`. */
  start(): void
  stop(): void
  /** Entries not delivered yet. */
  pending(): number
  /** The ids waiting, oldest first (for reports and tests). */
  ids(): string[]
  /** The connection's journal mode and sync level, as SQLite reports them (`wal`, 2 = FULL). */
  durability(): { journalMode: string; synchronous: number }
  close(): void
}

interface Row {
  id: string
  payload: string
  attempts: number
}

export const OUTBOX_FILE = 'outbox.sqlite'

export function openOutbox<T>({
  dir,
  deliver,
  baseDelayMs = 1_000,
  maxDelayMs = 5 * 60_000,
  pollMs = 1_000,
  now = Date.now,
  onError = (id, error) => console.error(`outbox: delivery of ${id} failed`, error),
}: OutboxOptions<T>): Outbox<T> {
  mkdirSync(dir, { recursive: true })
  const db = new Database(join(dir, OUTBOX_FILE))
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = FULL')
  db.pragma('secure_delete = ON')
  db.exec(`CREATE TABLE IF NOT EXISTS outbox (
    id TEXT PRIMARY KEY,
    payload TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    last_error TEXT
  )`)

  const insert = db.prepare(
    'INSERT OR IGNORE INTO outbox (id, payload, created_at, next_attempt_at) VALUES (?, ?, ?, ?)',
  )
  const due = db.prepare<[number], Row>(
    'SELECT id, payload, attempts FROM outbox WHERE next_attempt_at <= ? ORDER BY created_at, id',
  )
  const remove = db.prepare('DELETE FROM outbox WHERE id = ?')
  const postpone = db.prepare(
    'UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?',
  )
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM outbox')
  const listIds = db.prepare<[], { id: string }>('SELECT id FROM outbox ORDER BY created_at, id')

  let round: Promise<DeliveryRound> | undefined
  let timer: NodeJS.Timeout | undefined

  const delayAfter = (attempts: number) =>
    Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1))

  async function runRound(): Promise<DeliveryRound> {
    const result: DeliveryRound = { delivered: 0, failed: 0 }
    for (const row of due.all(now())) {
      try {
        // The outbox wrote this text itself, from a T, in `put`.
        await deliver(JSON.parse(row.payload) as T)
        // Created or a duplicate: either way the CMS holds it now, so it leaves the outbox.
        remove.run(row.id)
        result.delivered += 1
      } catch (error) {
        const attempts = row.attempts + 1
        const reason = error instanceof Error ? error.message : String(error)
        postpone.run(attempts, now() + delayAfter(attempts), reason, row.id)
        result.failed += 1
        onError(row.id, error)
      }
    }
    if (result.delivered > 0) db.pragma('wal_checkpoint(TRUNCATE)')
    return result
  }

  return {
    put(id, entry) {
      insert.run(id, JSON.stringify(entry), now(), now())
    },
    deliverDue() {
      round ??= runRound().finally(() => {
        round = undefined
      })
      return round
    },
    start() {
      if (timer) return
      void this.deliverDue()
      timer = setInterval(() => void this.deliverDue(), pollMs)
      // The deliverer never keeps a process alive that has nothing else to do.
      timer.unref()
    },
    stop() {
      clearInterval(timer)
      timer = undefined
    },
    pending: () => count.get()?.n ?? 0,
    ids: () => listIds.all().map((row) => row.id),
    durability: () => ({
      journalMode: String(db.pragma('journal_mode', { simple: true })),
      synchronous: Number(db.pragma('synchronous', { simple: true })),
    }),
    close() {
      this.stop()
      db.close()
    },
  }
}
