import { type Locale, toTag } from './locales'

const brusselsTime = { timeZone: 'Europe/Brussels' } as const

/**
 * Formatters are costly to build and pages format many figures with the same few options, so
 * each locale and option set builds its formatter once (a few dozen in all).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: Locale,
  options: object | undefined,
  build: () => T,
): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`
  let cached = formatters.get(key) as T | undefined
  if (!cached) {
    cached = build()
    formatters.set(key, cached)
  }
  return cached
}

/**
 * Formats an ISO date or date-time for display. The time zone is pinned to Brussels so that the
 * server render and the browser agree (a date-only ISO string is midnight UTC).
 */
export function formatDate(
  locale: Locale,
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`)
  return formatter(
    'date',
    locale,
    options,
    () => new Intl.DateTimeFormat(toTag(locale), { ...brusselsTime, ...options }),
  ).format(date)
}

export function formatNumber(
  locale: Locale,
  value: number,
  options?: Intl.NumberFormatOptions,
): string {
  return formatter(
    'number',
    locale,
    options,
    () => new Intl.NumberFormat(toTag(locale), options),
  ).format(value)
}

/**
 * A distance as every screen writes it: kilometres in the visitor's number format, one decimal
 * below 10 km ("2,7 km"), whole kilometres beyond ("42 km").
 */
export function formatDistance(locale: Locale, km: number): string {
  const options: Intl.NumberFormatOptions = {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }
  return formatNumber(locale, km, options)
}
