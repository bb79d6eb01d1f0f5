import { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import { isRecord } from '../translations.ts'

/** When an item goes live and comes off by itself (ISO instants); null: not scheduled. */
export interface Schedule {
  publishAt: string | null
  unpublishAt: string | null
}

/** The collections whose items an editor can schedule. */
export type ScheduledCollection = 'pages' | 'posts' | 'projects'

/** A moment Directus stores; anything unreadable counts as no moment. */
export const instant = z
  .string()
  .nullish()
  .transform((value) => (value && !Number.isNaN(Date.parse(value)) ? value : null))
  .catch(null)

export const toSchedule = (
  publishAt: string | null | undefined,
  unpublishAt: string | null | undefined,
) =>
  publishAt || unpublishAt
    ? { publishAt: publishAt ?? null, unpublishAt: unpublishAt ?? null }
    : null

const itemSchedule = z.object({ publish_at: instant, unpublish_at: instant })

/**
 * An item's schedule, for the editors' preview only: a published read never asks (nothing here
 * is cached, and the page cache never holds a preview). Null when nothing is scheduled.
 */
export async function getSchedule(
  client: CmsClient,
  collection: ScheduledCollection,
  id: number,
): Promise<Schedule | null> {
  if (!client.drafts) return null
  return client.readItems(
    collection,
    // read as a filtered list: a key the token cannot see answers 403, not 404
    { fields: ['publish_at', 'unpublish_at'], filter: { id: { _eq: id } }, limit: 1 },
    (rows) => {
      const parsed = itemSchedule.safeParse(isRecord(rows[0]) ? rows[0] : {})
      return parsed.success ? toSchedule(parsed.data.publish_at, parsed.data.unpublish_at) : null
    },
  )
}
