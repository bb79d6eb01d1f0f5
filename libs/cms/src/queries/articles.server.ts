import { toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import type { CmsClient } from '../client.server.ts'
import { sanitizeRichText } from '../sanitize.ts'
import type { CmsCollection } from '../schema.ts'
import { flattenTranslations } from '../translations.ts'
import type { Alternates } from '../translations.ts'
import {
  SUMMARY_TRANSLATION_FIELDS,
  compact,
  countItems,
  onlyTranslation,
  published,
  slugFilterValue,
  strOrNull,
  toWindow,
  translatedIn,
  withSlug,
} from './shared.server.ts'
import type { PageWindow, Rec } from './shared.server.ts'

/**
 * Posts, covers, pools and projects are all "articles": translated slug, title, summary and body,
 * plus fields of their own. These reads are shared; each collection brings its fields and mapper.
 */
export interface ArticleCollection<Summary> {
  collection: CmsCollection
  /** untranslated fields, including relations (`pool.translations.title`) */
  fields: string[]
  toSummary: (flat: Rec) => Summary | null
  /** deep rules for translated relations besides the article's own translations */
  deep?: Rec
}

export type ArticleDetail<Summary> = Summary & { body: string; alternates: Alternates }

/** Published articles with a translation in `locale`; `total` counts them all. */
export async function readArticles<Summary>(
  client: CmsClient,
  locale: Locale,
  { collection, fields, toSummary, deep }: ArticleCollection<Summary>,
  { sort, filter = {}, window }: { sort: string[]; filter?: Rec; window?: PageWindow | 'all' },
): Promise<{ items: Summary[]; total: number }> {
  const tag = toTag(locale)
  const where = { ...filter, ...published, ...translatedIn(tag) }
  const paging = window === 'all' ? { limit: -1 } : toWindow(window)
  const [rows, total] = await Promise.all([
    client.readItems<Rec>(collection, {
      fields: [...fields, ...SUMMARY_TRANSLATION_FIELDS],
      filter: where,
      deep: { ...onlyTranslation(tag), ...deep },
      sort,
      ...paging,
    }),
    window === 'all' ? Promise.resolve(-1) : countItems(client, collection, where),
  ])
  const items = compact(compact(rows.map((row) => flattenTranslations(row, tag))).map(toSummary))
  return { items, total: total === -1 ? items.length : total }
}

/** One published article by its slug in `locale`, with every language's slug as alternates. */
export async function readArticleBySlug<Summary>(
  client: CmsClient,
  locale: Locale,
  { collection, fields, toSummary }: ArticleCollection<Summary>,
  slug: string,
): Promise<ArticleDetail<Summary> | null> {
  const tag = toTag(locale)
  const wanted = slugFilterValue(slug)
  if (!wanted) return null
  const [row] = await client.readItems<Rec>(collection, {
    fields: [...fields, 'translations.*'],
    filter: { ...published, ...withSlug(tag, wanted) },
    limit: 1,
  })
  const flat = row ? flattenTranslations(row, tag) : null
  const summary = flat ? toSummary(flat) : null
  if (!flat || !summary) return null
  return {
    ...summary,
    body: sanitizeRichText(strOrNull(flat.body)),
    alternates: flat.alternates ?? {},
  }
}
