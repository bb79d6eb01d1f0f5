/**
 * Working-day arithmetic for the dealers' reminders. Self-contained: it also runs inside
 * Directus, in the reminder flow's Run Script operation (see mail-kit.ts).
 */

/**
 * The latest moment (epoch ms) a thing may have happened to have waited at least `days` working
 * days (Monday to Friday, in `timeZone`) by `now`. Weekend time never counts: from a Saturday or
 * Sunday the count starts at the Friday evening before, and each step back of a day that lands
 * on a weekend is not counted. Steps are whole hours and days, so it is exact to the hour; a
 * daylight-saving change shifts it by that hour.
 */
export function workingDaysBefore(now: number, days: number, timeZone: string): number {
  const hour = 3_600_000
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' })
  const weekend = (time: number) => {
    const day = weekday.format(time)
    return day === 'Sat' || day === 'Sun'
  }
  let moment = now
  while (weekend(moment)) moment -= hour
  for (let left = days; left > 0;) {
    moment -= 24 * hour
    if (!weekend(moment)) left -= 1
  }
  return moment
}
