/**
 * Publishing on a date: pages, posts and projects with a `publish_at` that has come are
 * published, those with an `unpublish_at` that has come are archived, and the promo banner is
 * switched on and off by `banner_publish_at` and `banner_unpublish_at` (Global Settings). Run every
 * minute by extensions/scheduled-publishing. Each change goes through Directus' items service with
 * its events, so the publish flow purges the site and the redirect keeper leaves its 410s, as if
 * an editor had saved it; the moment is cleared in the same save, so an editor who takes the item
 * back later is not overruled by a date that has passed.
 */
import { storedTime } from './lead-routing-run.ts'

type Row = Record<string, unknown>

export const scheduledCollections = ['pages', 'posts', 'projects'] as const

interface Query extends PromiseLike<Row[]> {
  whereNotNull(column: string): Query
  select(...columns: string[]): Query
  first(...columns: string[]): PromiseLike<Row | undefined>
}

export interface ScheduleContext {
  database: (table: string) => Query
  schema: unknown
  services: {
    ItemsService: new (
      collection: string,
      options: { schema: unknown; knex: unknown; accountability: null },
    ) => { updateMany(keys: unknown[], data: Row): Promise<unknown> }
  }
}

export interface ScheduleSummary {
  published: number
  unpublished: number
  /** the banner switched on (1), off (-1) or left (0) */
  banner: number
}

const due = (value: unknown, now: number) => {
  const time = storedTime(value)
  return time !== null && time <= now
}

export async function runSchedule(
  { database, schema, services }: ScheduleContext,
  now: number,
): Promise<ScheduleSummary> {
  const summary: ScheduleSummary = { published: 0, unpublished: 0, banner: 0 }
  const options = { schema, knex: database, accountability: null }
  for (const collection of scheduledCollections) {
    const rows = await database(collection).select('id', 'status', 'publish_at', 'unpublish_at')
    const toPublish = rows.filter(
      (row) =>
        row.status !== 'published' &&
        due(row.publish_at, now) &&
        // a publication whose end has come already is not started
        !due(row.unpublish_at, now),
    )
    const toEnd = rows.filter((row) => row.status === 'published' && due(row.unpublish_at, now))
    const items = new services.ItemsService(collection, options)
    if (toPublish.length > 0)
      await items.updateMany(
        toPublish.map((row) => row.id),
        { status: 'published', publish_at: null },
      )
    if (toEnd.length > 0)
      await items.updateMany(
        toEnd.map((row) => row.id),
        { status: 'archived', unpublish_at: null },
      )
    summary.published += toPublish.length
    summary.unpublished += toEnd.length
  }

  const settings = await database('global_settings').first(
    'id',
    'banner_active',
    'banner_publish_at',
    'banner_unpublish_at',
  )
  if (settings) {
    const change: Row = {}
    if (due(settings.banner_unpublish_at, now)) {
      Object.assign(change, { banner_active: false, banner_unpublish_at: null })
      // a start that came before the end is spent with it
      if (due(settings.banner_publish_at, now)) change.banner_publish_at = null
      summary.banner = -1
    } else if (due(settings.banner_publish_at, now)) {
      Object.assign(change, { banner_active: true, banner_publish_at: null })
      summary.banner = 1
    }
    if (Object.keys(change).length > 0)
      await new services.ItemsService('global_settings', options).updateMany([settings.id], change)
  }
  return summary
}
