import { createRateLimit } from '../security/form-guard.server'
import { sharedRedis } from '../cache/redis.server'

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback
}

/** The quote form's limits, each configurable for tests and deployments (ADR 021). */
export const quoteSettings = () => ({
  maxBodyBytes: number(process.env.QUOTE_MAX_BODY_BYTES, 16 * 1024),
  minFillMs: number(process.env.QUOTE_MIN_FILL_MS, 3_000),
  maxFillMs: number(process.env.QUOTE_MAX_FILL_MS, 24 * 60 * 60 * 1000),
  cmsTimeoutMs: number(process.env.QUOTE_CMS_TIMEOUT_MS, 5_000),
  outboxBaseDelayMs: number(process.env.OUTBOX_BASE_DELAY_MS, 1_000),
  outboxMaxDelayMs: number(process.env.OUTBOX_MAX_DELAY_MS, 5 * 60_000),
  outboxPollMs: number(process.env.OUTBOX_POLL_MS, 1_000),
})

const window = () => number(process.env.QUOTE_RATE_WINDOW_SECONDS, 600)

// Requests sent: 10 in 10 minutes is more than a family asking for quotes for several houses,
// and stops a script filling the CMS. Moving between steps (next, back, every dealer) costs a
// place lookup, not a stored request: it has a budget of its own, wide enough for anyone who
// goes back and forth, narrow enough to keep a crawler from hammering it.
let requests: ReturnType<typeof createRateLimit> | undefined
let steps: ReturnType<typeof createRateLimit> | undefined

export const quoteRequestLimit = () =>
  (requests ??= createRateLimit({
    points: number(process.env.QUOTE_RATE_LIMIT, 10),
    durationSeconds: window(),
    redis: sharedRedis(),
    keyPrefix: 'lamella:rate:quote',
  }))

export const quoteStepLimit = () =>
  (steps ??= createRateLimit({
    points: number(process.env.QUOTE_STEP_RATE_LIMIT, 120),
    durationSeconds: window(),
    redis: sharedRedis(),
    keyPrefix: 'lamella:rate:quote-step',
  }))
