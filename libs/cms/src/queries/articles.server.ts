import { toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import type { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import { parseTranslatedList } from '../parse.server.ts'
import type { CmsCollection } from '../schema.ts'
import {
  SUMMARY_TRANSLATION_FIELDS,
  countItems,
  onlyTranslation,
  published,
  slugFilterValue,
  toWindow,
  translatedIn,
  withSlug,
} from './shared.server.ts'
import type { PageWindow } from './shared.server.ts'

/**
 * Posts, covers, pools and projects are all "articles": translated slug, title, summary and body,
 * plus fields of their own. These reads are shared; each collection brings its fields and the
 * schemas of its summary (list reads) and detail (`articleDetail`, read by slug).
 */
export interface ArticleCollection<Summary extends z.ZodType, Detail extends z.ZodType> {
  collection: CmsCollection
  /** untranslated fields, including relations (`pool.translations.title`) */
  fields: readonly string[]
  /** untranslated fields only the detail read needs (a gallery) */
  detailFields?: readonly string[]
  summary: Summary
  detail: Detail
  /** deep rules for translated relations besides the article's own translations */
  deep?: Record<string, unknown>
}

/** Published articles with a translation in `locale`; `total` counts them all. */
export async function readArticles<Summary extends z.ZodType, Detail extends z.ZodType>(
  client: CmsClient,
  locale: Locale,
  { collection, fields, summary, deep }: ArticleCollection<Summary, Detail>,
  {
    sort,
    filter = {},
    window,
  }: { sort: string[]; filter?: Record<string, unknown>; window?: PageWindow | 'all' },
): Promise<{ items: z.output<Summary>[]; total: number }> {
  const tag = toTag(locale)
  const where = { ...filter, ...published, ...translatedIn(tag) }
  const paging = window === 'all' ? { limit: -1 } : toWindow(window)
  const [items, total] = await Promise.all([
    client.readItems(
      collection,
      {
        fields: [...fields, ...SUMMARY_TRANSLATION_FIELDS],
        filter: where,
        deep: { ...onlyTranslation(tag), ...deep },
        sort,
        ...paging,
      },
      (rows, report) => parseTranslatedList(summary, rows, tag, collection, report),
      { parsedFor: tag },
    ),
    window === 'all' ? Promise.resolve(null) : countItems(client, collection, where),
  ])
  return { items, total: total ?? items.length }
}

/** One published article by its slug in `locale`, with every language's slug as alternates. */
export async function readArticleBySlug<Summary extends z.ZodType, Detail extends z.ZodType>(
  client: CmsClient,
  locale: Locale,
  { collection, fields, detailFields = [], detail }: ArticleCollection<Summary, Detail>,
  slug: string,
): Promise<z.output<Detail> | null> {
  const tag = toTag(locale)
  const wanted = slugFilterValue(slug)
  if (!wanted) return null
  const [article] = await client.readItems(
    collection,
    {
      fields: [...fields, ...detailFields, 'translations.*'],
      filter: { ...published, ...withSlug(tag, wanted) },
      limit: 1,
    },
    (rows, report) => parseTranslatedList(detail, rows, tag, collection, report),
    { parsedFor: tag },
  )
  return article ?? null
}
