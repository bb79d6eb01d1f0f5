import type { Locale } from '@lamella/i18n'
import { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import { articleDetail, articleFields, coverColor, image, imageFields } from './shared.server.ts'
import { readArticleBySlug, readArticles } from './articles.server.ts'

const coverSummary = z.object({ ...articleFields, color: coverColor, image })
const cover = articleDetail(coverSummary)

export type CoverSummary = z.output<typeof coverSummary>
export type Cover = z.output<typeof cover>

const covers = {
  collection: 'covers',
  fields: ['id', 'sort', 'color', ...imageFields('image')],
  summary: coverSummary,
  detail: cover,
} as const

/** Every published cover with a translation in `locale`, in the editors' order. */
export async function listCovers(client: CmsClient, locale: Locale): Promise<CoverSummary[]> {
  const { items } = await readArticles(client, locale, covers, {
    sort: ['sort', 'id'],
    window: 'all',
  })
  return items
}

export function getCoverBySlug(
  client: CmsClient,
  locale: Locale,
  slug: string,
): Promise<Cover | null> {
  return readArticleBySlug(client, locale, covers, slug)
}
