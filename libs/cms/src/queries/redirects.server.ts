import { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import { parseRecord } from '../parse.server.ts'
import { key } from './shared.server.ts'

/** The answers a redirect may give: moved for good, moved for now, or gone. */
export const redirectCodes = [301, 302, 410] as const
export type RedirectCode = (typeof redirectCodes)[number]

/**
 * One of the editors' redirects (Directus' `redirects`): a path of the site, with its language
 * prefix, and where it leads now. A path is compared without a trailing slash; a target is a path
 * of the site or an http(s) address, and none for a path that is gone.
 */
const redirect = z
  .object({
    id: key,
    source: z.string().regex(/^\/\S*$/),
    target: z.string().nullish(),
    code: z.coerce.number().pipe(z.union(redirectCodes.map((code) => z.literal(code)))),
  })
  .transform(({ id, source, target, code }) => ({
    id,
    source: source.length > 1 ? source.replace(/\/+$/, '') : source,
    code,
    target:
      code === 410 ? null : target && /^(\/(?!\/)|https?:\/\/)\S*$/i.test(target) ? target : null,
  }))
  // a move without a target leads nowhere: it is left out (and reported)
  .refine((entry) => entry.code === 410 || entry.target !== null, 'a redirect needs a target')

export type Redirect = z.output<typeof redirect>

export const REDIRECTS_CACHE_KEY = 'redirects'

/** Every redirect, read whole: the site answers them from memory, never with a read per request. */
export function listRedirects(client: CmsClient): Promise<Redirect[]> {
  return client.readItems(
    'redirects',
    { fields: ['id', 'source', 'target', 'code'], sort: ['id'], limit: -1 },
    (rows, report) => rows.flatMap((row) => parseRecord(redirect, row, 'redirects', report) ?? []),
    { cacheKey: REDIRECTS_CACHE_KEY },
  )
}
