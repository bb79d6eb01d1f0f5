/**
 * When a lead is due: the office's promise to a visitor as a moment, and when its dealer is
 * reminded before it. Working days are the site's (libs/i18n's calendar: Monday to Friday in
 * Brussels, Belgian public holidays excepted), so the CMS's deadline falls on the day the site
 * named to the visitor.
 */
// the module itself: the package's index has bundler-style imports that Directus' Node cannot
// run, and the package does not export the calendar on its own yet
// eslint-disable-next-line @nx/enforce-module-boundaries
import { workingDaysAfter } from '../../../libs/i18n/src/calendar.ts'

/** The hour (Brussels) a promised working day ends. */
export const promiseEndHour = 18
/** The hour (Brussels) the reminder of a lead due that day goes out at the earliest. */
export const reminderHour = 8

const hour = 3_600_000

/** Milliseconds Brussels is ahead of UTC at `time`. */
function brusselsOffset(time: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Brussels',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(time)
      .map(({ type, value }) => [type, Number(value)]),
  ) as Record<string, number>
  const local = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
  return local - (time - (time % 1000))
}

/** The moment of `hourOfDay`:00 in Brussels on `day` (`YYYY-MM-DD`). */
export function brusselsTime(day: string, hourOfDay: number): number {
  const asUtc = Date.parse(`${day}T${String(hourOfDay).padStart(2, '0')}:00:00Z`)
  const guess = asUtc - brusselsOffset(asUtc)
  return asUtc - brusselsOffset(guess)
}

/** The Brussels day of `time`, as `YYYY-MM-DD`. */
export const brusselsDay = (time: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(time)

/**
 * The end of a promise of `days` working days made at `from`: 18:00 Brussels on the `days`-th
 * working day after the Brussels day of `from` (the day the site names to the visitor). Zero days
 * is 18:00 that same day.
 */
export const promiseEnd = (from: number, days: number): number =>
  brusselsTime(workingDaysAfter(from, days), promiseEndHour)

/** The day a dealer offered a lead at `from` contacts the visitor: the working day after the promise. */
export const contactDay = (from: number, acceptDays: number): string =>
  workingDaysAfter(from, acceptDays + 1)

/** The day the office answers a request it took at `from`. */
export const officeDay = (from: number, officeDays: number): string =>
  workingDaysAfter(from, officeDays)

export interface PromiseSettings {
  accept_working_days?: unknown
  office_answer_working_days?: unknown
}

const wholeDays = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback

export const acceptDays = (settings: PromiseSettings) => wholeDays(settings.accept_working_days, 1)
export const officeDays = (settings: PromiseSettings) =>
  wholeDays(settings.office_answer_working_days, 2)

/**
 * A new request's promise: an appointment with a dealer is accepted within the office's accept
 * days, anything the office answers itself (a quote by mail, an appointment without a dealer)
 * within its answer days.
 */
export function acceptBy(
  request: { kind?: unknown; dealer?: unknown },
  settings: PromiseSettings,
  now: number,
): number {
  const withDealer =
    request.kind === 'appointment' && request.dealer !== null && request.dealer !== undefined
  return promiseEnd(now, withDealer ? acceptDays(settings) : officeDays(settings))
}

/**
 * When the dealer of a lead promised from `start` until `due` is reminded: from 08:00 Brussels
 * on the last day of the promise (ten hours before its 18:00), or halfway through the promise
 * when that is later, so that a short promise is not reminded of at once.
 */
export const reminderAt = (start: number, due: number): number =>
  Math.max(due - (promiseEndHour - reminderHour) * hour, start + (due - start) / 2)

/** Whether a dealer paused until `pausedUntil` (`YYYY-MM-DD`, the day they are back) is paused on `today`. */
export const isPaused = (pausedUntil: unknown, today: string): boolean =>
  typeof pausedUntil === 'string' && pausedUntil !== '' && today < pausedUntil.slice(0, 10)
