import { isMainThread } from 'node:worker_threads'
import { closest, distance } from 'fastest-levenshtein'
import { z } from 'zod'

/**
 * The site server's settings: every environment variable it reads, parsed once at start, with
 * its default. This is the only module of the app that reads `process.env` (a lint rule holds
 * it); everything else asks `env()`. A value that does not parse stops the start with a line per
 * problem, instead of a feature quietly falling back; a variable spelled nearly like one of these
 * is named in a warning, so that a typo is not silent either. The README's table says the same
 * for people.
 */

/** An unset or blank variable is absent: `PAGE_MISS_RATE=` means the default, as unset does. */
const blank = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value

/** A whole number of at least `min`, `fallback` when absent. */
const count = (fallback: number, min = 0) =>
  z.preprocess(blank, z.coerce.number().int().min(min).default(fallback))

/** A number above zero (megabytes may be a fraction), `fallback` when absent. */
const positive = (fallback: number) =>
  z.preprocess(blank, z.coerce.number().positive().default(fallback))

const text = () => z.preprocess(blank, z.string().optional())
const textOr = (fallback: string) => z.preprocess(blank, z.string().default(fallback))

/** An http(s) URL, when set. */
const httpUrl = () => z.preprocess(blank, z.url({ protocol: /^https?$/ }).optional())
const httpUrlOr = (fallback: string) =>
  z.preprocess(blank, z.url({ protocol: /^https?$/ }).default(fallback))

export const envSchema = z.object({
  // the process
  NODE_ENV: z.preprocess(
    blank,
    z.enum(['production', 'development', 'test']).default('production'),
  ),
  HOST: textOr('127.0.0.1'),
  PORT: count(3000, 1),
  /** Proxies whose `X-Forwarded-*` count: a hop count, `true`, or addresses (express's setting). */
  TRUST_PROXY: text(),
  /** A file the site appends a line of memory use to every few seconds (long runs). */
  MEMORY_LOG: text(),

  // where the site is, for links that leave it
  /** The public origin of canonical, hreflang, sitemap and Open Graph URLs. */
  SITE_URL: httpUrlOr('http://127.0.0.1:3000'),

  // the CMS
  DIRECTUS_URL: httpUrlOr('http://127.0.0.1:8055'),
  /** The Studio's origin as editors' browsers reach it (framing and preview links). */
  DIRECTUS_PUBLIC_URL: httpUrl(),
  /** The reader token of the published site; the site cannot start reading without it. */
  DIRECTUS_TOKEN: text(),
  DIRECTUS_PREVIEW_TOKEN: text(),
  DIRECTUS_FORM_TOKEN: text(),
  /** The dealer desk's gate: mails sign-in codes and hands out dealers' own short-lived tokens. */
  DIRECTUS_DEALER_TOKEN: text(),
  /** One CMS attempt, and one picture transformation. */
  CMS_TIMEOUT_MS: count(2_000, 1),
  CMS_ASSET_TIMEOUT_MS: count(20_000, 1),
  /** Freshness of every CMS read; 0 turns the read cache off. */
  CMS_CACHE_TTL_MS: count(60_000),

  // pictures
  /** The picture store (default `apps/site/data/media`). */
  MEDIA_DIR: text(),
  /** Its bound; 0 turns it off. */
  MEDIA_STORE_MAX_MB: count(1024),
  /** Picture requests to the CMS at once, and how many more may wait. */
  MEDIA_TRANSFORMS: count(4, 1),
  MEDIA_TRANSFORM_QUEUE: count(64),

  // the page cache
  /** `off` renders every request (the benchmarks compare the two). */
  PAGE_CACHE: z.preprocess(
    (value) => {
      const given = blank(value)
      return typeof given === 'string' ? given.toLowerCase() : given
    },
    z.enum(['on', 'off']).default('on'),
  ),
  PAGE_CACHE_TTL_MS: count(300_000),
  PAGE_CACHE_MAX_MB: positive(128),
  /** Renders one client may cause a second (0 turns the budget off), and more a minute. */
  PAGE_MISS_RATE: count(2),
  PAGE_MISS_BURST: count(60),
  /** Renders at once in this process. */
  PAGE_RENDERS: count(4, 1),
  /** Threads the page cache renders on, beside the one that answers (0: that one renders). */
  PAGE_RENDER_THREADS: count(1),

  // several nodes
  /** The Redis the nodes share: purges and the forms' rate limits. */
  REDIS_URL: z.preprocess(blank, z.url().optional()),
  /** The reference proxy's purge location. */
  PROXY_PURGE_URL: httpUrl(),
  FORM_SECRET: text(),
  PREVIEW_SECRET: text(),
  PURGE_SECRET: text(),

  // the quote form
  QUOTE_MAX_BODY_BYTES: count(16 * 1024),
  QUOTE_MIN_FILL_MS: count(3_000),
  QUOTE_MAX_FILL_MS: count(24 * 60 * 60 * 1000),
  QUOTE_CMS_TIMEOUT_MS: count(5_000),
  QUOTE_RATE_WINDOW_SECONDS: count(600),
  QUOTE_RATE_LIMIT: count(10),
  QUOTE_STEP_RATE_LIMIT: count(120),
  /** The node's own quote outbox (default `apps/site/data`), and how it retries. */
  OUTBOX_DIR: text(),
  OUTBOX_BASE_DELAY_MS: count(1_000),
  OUTBOX_MAX_DELAY_MS: count(5 * 60_000),
  OUTBOX_POLL_MS: count(1_000),

  // the dealer desk
  /** How long a mailed sign-in code and link work, and a signed-in session lasts. */
  DEALER_SIGN_IN_MINUTES: count(10, 1),
  DEALER_SESSION_HOURS: count(12, 1),
  /** Sign-in codes one client address, and one e-mail address, may ask for in a quarter hour. */
  DEALER_SIGN_IN_RATE_LIMIT: count(10),
  DEALER_SIGN_IN_ACCOUNT_LIMIT: count(5),

  // what the browser may be given (no secrets)
  /** The tag manager container (on only with an id), and where its script comes from. */
  GTM_ID: text(),
  GTM_ORIGIN: httpUrlOr('https://www.googletagmanager.com'),
  /** A MapLibre style: turns the dealer map on. */
  MAP_STYLE_URL: httpUrl(),
  /** Error reporting, on only with a DSN and `SENTRY_ENVIRONMENT=production`. */
  SENTRY_DSN: httpUrl(),
  SENTRY_ENVIRONMENT: text(),
  /** A Photon-compatible geocoder for address suggestions (offline ones without it). */
  PHOTON_URL: httpUrl(),
})

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {
  override name = 'EnvError'
}

/** The settings in `source`, or an EnvError naming every variable that does not parse. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((issue) => {
    const given = source[String(issue.path[0])] ?? ''
    // a URL with credentials (redis://:password@host) is named, never written to the log
    const shown = given.includes('@') ? '(hidden: it holds credentials)' : JSON.stringify(given)
    return `${issue.path.join('.')}=${shown}: ${issue.message}`
  })
  throw new EnvError(`The site's settings do not parse:\n  ${lines.join('\n  ')}`)
}

const names = Object.keys(envSchema.shape)

/**
 * Variables of `source` spelled within two letters of a setting that is not set itself, with the
 * setting they probably mean: `PAGE_RENDER` for `PAGE_RENDERS`.
 */
export function misspelt(source: Record<string, string | undefined>): string[] {
  return Object.keys(source).flatMap((name) => {
    if (name in envSchema.shape || name.length < 6) return []
    const near = closest(name, names)
    return distance(name, near) <= 2 && source[near] === undefined
      ? [`${name} is not a setting of the site: did you mean ${near}?`]
      : []
  })
}

let current: Env | undefined

/** This process's settings, parsed on first use (the server asks at start). */
export function env(): Env {
  if (!current) {
    // a near miss is named first: it is often why another value did not parse (once a process:
    // its render threads read the same variables)
    if (isMainThread) for (const warning of misspelt(process.env)) console.warn(warning)
    current = parseEnv(process.env)
  }
  return current
}

/** Forget the parsed settings, for tests that change `process.env`. */
export function resetEnv() {
  current = undefined
}
