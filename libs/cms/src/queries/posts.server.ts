import type { Locale } from '@lamella/i18n'
import { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import { articleDetail, articleFields, image, imageFields, optionalText } from './shared.server.ts'
import type { PageWindow } from './shared.server.ts'
import { readArticleBySlug, readArticles } from './articles.server.ts'

const postSummary = z
  .object({ ...articleFields, image, date_published: optionalText, author: optionalText })
  .transform(({ date_published, ...post }) => ({ ...post, datePublished: date_published }))
const post = articleDetail(postSummary)

export type PostSummary = z.output<typeof postSummary>
export type Post = z.output<typeof post>

const posts = {
  collection: 'posts',
  fields: ['id', 'date_published', 'author', ...imageFields('image')],
  summary: postSummary,
  detail: post,
} as const

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
