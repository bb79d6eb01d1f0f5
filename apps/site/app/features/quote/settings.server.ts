import { createRateLimit } from '#app/shared/security/form-guard.server'
import { sharedRedis } from '#app/shared/cache/redis.server'
import { env } from '#app/env.server'

/** The quote form's limits, each configurable for tests and deployments (ADR 021). */
export const quoteSettings = () => {
  const settings = env()
  return {
    maxBodyBytes: settings.QUOTE_MAX_BODY_BYTES,
    minFillMs: settings.QUOTE_MIN_FILL_MS,
    maxFillMs: settings.QUOTE_MAX_FILL_MS,
    cmsTimeoutMs: settings.QUOTE_CMS_TIMEOUT_MS,
    outboxBaseDelayMs: settings.OUTBOX_BASE_DELAY_MS,
    outboxMaxDelayMs: settings.OUTBOX_MAX_DELAY_MS,
    outboxPollMs: settings.OUTBOX_POLL_MS,
  }
}

const window = () => env().QUOTE_RATE_WINDOW_SECONDS

// Requests sent: 10 in 10 minutes is more than a family asking for quotes for several houses,
// and stops a script filling the CMS. Moving between steps (next, back, every dealer) costs a
// place lookup, not a stored request: it has a budget of its own, wide enough for anyone who
// goes back and forth, narrow enough to keep a crawler from hammering it.
let requests: ReturnType<typeof createRateLimit> | undefined
let steps: ReturnType<typeof createRateLimit> | undefined

export const quoteRequestLimit = () =>
  (requests ??= createRateLimit({
    points: env().QUOTE_RATE_LIMIT,
    durationSeconds: window(),
    redis: sharedRedis(),
    keyPrefix: 'lamella:rate:quote',
  }))

export const quoteStepLimit = () =>
  (steps ??= createRateLimit({
    points: env().QUOTE_STEP_RATE_LIMIT,
    durationSeconds: window(),
    redis: sharedRedis(),
    keyPrefix: 'lamella:rate:quote-step',
  }))
