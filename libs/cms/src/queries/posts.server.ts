import { toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import type { CmsClient } from '../client.server.ts'
import { sanitizeRichText } from '../sanitize.ts'
import { flattenTranslations } from '../translations.ts'
import type { Alternates } from '../translations.ts'
import {
  SUMMARY_TRANSLATION_FIELDS,
  compact,
  countItems,
  imageFields,
  onlyTranslation,
  published,
  slugFilterValue,
  strOrNull,
  toArticleSummary,
  toImage,
  toWindow,
  translatedIn,
  withSlug,
} from './shared.server.ts'
import type { ArticleSummary, CmsImage, PageWindow, Rec } from './shared.server.ts'

export interface PostSummary extends ArticleSummary {
  image: CmsImage | null
  datePublished: string | null
  author: string | null
}

export interface Post extends PostSummary {
  /** Sanitised HTML. */
  body: string
  alternates: Alternates
}

const BASE_FIELDS = ['id', 'date_published', 'author', ...imageFields('image')]

function toPostSummary(flat: Rec): PostSummary | null {
  const summary = toArticleSummary(flat)
  if (!summary) return null
  return {
    ...summary,
    image: toImage(flat.image),
    datePublished: strOrNull(flat.date_published),
    author: strOrNull(flat.author),
  }
}

/** Published posts with a translation in `locale`, newest first, and how many there are in all. */
export async function listPosts(
  client: CmsClient,
  locale: Locale,
  window?: PageWindow,
): Promise<{ items: PostSummary[]; total: number }> {
  const tag = toTag(locale)
  const filter = { ...published, ...translatedIn(tag) }
  const [rows, total] = await Promise.all([
    client.readItems<Rec>('posts', {
      fields: [...BASE_FIELDS, ...SUMMARY_TRANSLATION_FIELDS],
      filter,
      deep: onlyTranslation(tag),
      sort: ['-date_published', '-id'],
      ...toWindow(window),
    }),
    countItems(client, 'posts', filter),
  ])
  const items = compact(rows.map((row) => flattenTranslations(row, tag))).map(toPostSummary)
  return { items: compact(items), total }
}

export async function getPostBySlug(
  client: CmsClient,
  locale: Locale,
  slug: string,
): Promise<Post | null> {
  const tag = toTag(locale)
  const wanted = slugFilterValue(slug)
  if (!wanted) return null
  const [row] = await client.readItems<Rec>('posts', {
    fields: [...BASE_FIELDS, 'translations.*'],
    filter: { ...published, ...withSlug(tag, wanted) },
    limit: 1,
  })
  const flat = row ? flattenTranslations(row, tag) : null
  const summary = flat ? toPostSummary(flat) : null
  if (!flat || !summary) return null
  return {
    ...summary,
    body: sanitizeRichText(strOrNull(flat.body)),
    alternates: flat.alternates ?? {},
  }
}
