import { CmsError } from './errors.ts'

/**
 * A picture was refused because too many are being prepared already: the caller answers 503 with
 * `Retry-After: retryAfterSeconds`, so that a crawler backs off instead of piling up behind it.
 */
export class CmsBusyError extends CmsError {
  override name = 'CmsBusyError'
  readonly retryAfterSeconds: number

  constructor(message: string, retryAfterSeconds: number) {
    super(message)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export interface AssetGateOptions {
  /** tasks running at once */
  concurrent: number
  /** tasks waiting for a place; one more is refused at once with a CmsBusyError */
  waiting: number
  /** what the refusal asks the client to wait, in seconds */
  retryAfterSeconds?: number
  /**
   * The longest a task waits for a place (ms): then it is refused as busy, as if the queue had
   * been full, rather than holding its client past any sensible wait. Unbounded when absent.
   */
  maxWaitMs?: number
}

export interface AssetGate {
  /** Runs `task` when a place is free; rejects with CmsBusyError when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>
  /** Runs `task` only if a place is free now, else resolves undefined without running it. */
  tryRun<T>(task: () => Promise<T>): Promise<T | undefined>
  readonly running: number
  readonly waiting: number
}

/**
 * At most `concurrent` tasks at once and `waiting` more in line, first come first served; beyond
 * that a task is refused at once. Picture transforms go through one of these so that however many
 * visitors or crawlers ask for pictures not made yet, Directus works on a few at a time and keeps
 * its event loop for the content reads every page needs. Waiting is bounded rather than refused
 * outright so that a page's dozen pictures, asked for together, are made rather than refused.
 * (p-limit queues without bound and cannot refuse, which is the point here.) The site's page
 * cache lets its renders take turns through one as well, with a line as long as it takes.
 */
export function createAssetGate({
  concurrent,
  waiting,
  retryAfterSeconds = 5,
  maxWaitMs,
}: AssetGateOptions): AssetGate {
  if (!Number.isInteger(concurrent) || concurrent < 1) {
    throw new TypeError(`createAssetGate: concurrent must be a positive integer, got ${concurrent}`)
  }
  if (!Number.isInteger(waiting) || waiting < 0) {
    throw new TypeError(`createAssetGate: waiting must be a non-negative integer, got ${waiting}`)
  }
  let running = 0
  const queue: (() => void)[] = []
  const busy = () => new CmsBusyError('Too many pictures are being prepared', retryAfterSeconds)

  /** Waits for a place; `running` already counts the task when this resolves. */
  function place(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined
      const enter = () => {
        clearTimeout(timer)
        resolve()
      }
      queue.push(enter)
      if (maxWaitMs !== undefined) {
        timer = setTimeout(() => {
          const at = queue.indexOf(enter)
          if (at === -1) return
          queue.splice(at, 1)
          reject(busy())
        }, maxWaitMs)
      }
    })
  }

  async function execute<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task()
    } finally {
      // a finishing task hands its place over: `running` already counts the next one
      const next = queue.shift()
      if (next) next()
      else running -= 1
    }
  }

  return {
    async run(task) {
      if (running < concurrent) running += 1
      else if (queue.length >= waiting) throw busy()
      else await place()
      return execute(task)
    },
    async tryRun(task) {
      if (running >= concurrent) return undefined
      running += 1
      return execute(task)
    },
    get running() {
      return running
    },
    get waiting() {
      return queue.length
    },
  }
}
