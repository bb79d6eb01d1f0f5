import { getSchedule, type CmsClient, type Schedule, type ScheduledCollection } from '@lamella/cms'
import { formatDate, type Locale } from '@lamella/i18n'

/** When a previewed item or banner goes live and comes off, written out in the page's language. */
export interface ScheduleNote {
  goesLive?: string
  comesOff?: string
}

/** Brussels time, said with its zone: an editor abroad reads which hour is meant. */
const moment = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
} as const

export function describeSchedule(
  locale: Locale,
  schedule: Schedule | null | undefined,
): ScheduleNote | null {
  if (!schedule) return null
  const note: ScheduleNote = {}
  if (schedule.publishAt) note.goesLive = formatDate(locale, schedule.publishAt, moment)
  if (schedule.unpublishAt) note.comesOff = formatDate(locale, schedule.unpublishAt, moment)
  return note.goesLive || note.comesOff ? note : null
}

/**
 * The schedule of the item a preview shows, for the preview banner; null on the published site,
 * which never reads it. A schedule that cannot be read leaves the preview as it was.
 */
export async function previewSchedule(
  cms: CmsClient,
  locale: Locale,
  collection: ScheduledCollection,
  id: number,
): Promise<ScheduleNote | null> {
  if (!cms.drafts) return null
  const schedule = await getSchedule(cms, collection, id).catch(() => null)
  return describeSchedule(locale, schedule)
}
