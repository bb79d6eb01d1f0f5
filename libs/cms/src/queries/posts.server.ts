import type { Locale } from '@lamella/i18n'
import type { CmsClient } from '../client.server.ts'
import type { Alternates } from '../translations.ts'
import { imageFields, strOrNull, toArticleSummary, toImage } from './shared.server.ts'
import type { ArticleSummary, CmsImage, PageWindow, Rec } from './shared.server.ts'
import { readArticleBySlug, readArticles } from './articles.server.ts'
import type { ArticleCollection } from './articles.server.ts'

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

const posts: ArticleCollection<PostSummary> = {
  collection: 'posts',
  fields: BASE_FIELDS,
  toSummary: toPostSummary,
}

/** Published posts with a translation in `locale`, newest first, and how many there are in all. */
export function listPosts(
  client: CmsClient,
  locale: Locale,
  window?: PageWindow,
): Promise<{ items: PostSummary[]; total: number }> {
  return readArticles(client, locale, posts, { sort: ['-date_published', '-id'], window })
}

export function getPostBySlug(
  client: CmsClient,
  locale: Locale,
  slug: string,
): Promise<Post | null> {
  return readArticleBySlug(client, locale, posts, slug)
}
