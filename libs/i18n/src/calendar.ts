/**
 * The working days of the market's office and dealers: Monday to Friday in Brussels, Belgium's
 * public holidays excepted. Self-contained (no imports), so that code run inside Directus can
 * carry it too.
 */

const DAY_MS = 86_400_000

/** Easter Sunday of `year` (the Gregorian computus, Meeus/Jones/Butcher), as a UTC day. */
function easter(year: number): number {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return Date.UTC(year, month - 1, day)
}

/**
 * Belgium's ten public holidays of `year`, as `YYYY-MM-DD`: New Year, Easter Monday, Labour Day,
 * Ascension, Whit Monday, the National Day, the Assumption, All Saints, Armistice, Christmas.
 */
export function belgianHolidays(year: number): string[] {
  const sunday = easter(year)
  const fixed = ['01-01', '05-01', '07-21', '08-15', '11-01', '11-11', '12-25'].map(
    (day) => `${year}-${day}`,
  )
  const moving = [1, 39, 50].map((days) => isoDay(sunday + days * DAY_MS))
  return [...fixed, ...moving].sort()
}

const isoDay = (utcDay: number) => new Date(utcDay).toISOString().slice(0, 10)

/** The calendar day `time` falls on in Brussels, as a UTC day. */
function brusselsDay(time: number): number {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(time)
    .split('-')
    .map(Number) as [number, number, number]
  return Date.UTC(year, month - 1, day)
}

/** Whether a day (`YYYY-MM-DD`) is a working day: a weekday that is no Belgian holiday. */
export function isWorkingDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`)
  const weekday = new Date(time).getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  return !belgianHolidays(Number(day.slice(0, 4))).includes(day)
}

/**
 * The `days`-th working day after the Brussels day of `now`, as `YYYY-MM-DD`: from a request on
 * Sunday 29 November 2026, one working day is Monday 30 November and two are Tuesday 1 December;
 * holidays and weekends do not count.
 */
export function workingDaysAfter(now: Date | number, days: number): string {
  let day = brusselsDay(typeof now === 'number' ? now : now.getTime())
  for (let left = days; left > 0;) {
    day += DAY_MS
    if (isWorkingDay(isoDay(day))) left -= 1
  }
  return isoDay(day)
}
