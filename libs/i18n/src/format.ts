import { type Locale, toTag } from './locales'

const brusselsTime = { timeZone: 'Europe/Brussels' } as const

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
  return new Intl.DateTimeFormat(toTag(locale), { ...brusselsTime, ...options }).format(date)
}

export function formatNumber(
  locale: Locale,
  value: number,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(toTag(locale), options).format(value)
}

/**
 * A distance as every screen writes it: kilometres in the visitor's number format, one decimal
 * below 10 km ("2,7 km"), whole kilometres beyond ("42 km").
 */
export function formatDistance(locale: Locale, km: number): string {
  return new Intl.NumberFormat(toTag(locale), {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km)
}
