import { toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import sanitizeHtml from 'sanitize-html'
import { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import { parseTranslatedList } from '../parse.server.ts'
import { listFaqCategories } from './faq.server.ts'
import {
  key,
  onlyTranslation,
  optionalText,
  published,
  requiredText,
  translatedIn,
} from './shared.server.ts'

/** The collections a visitor's search looks through; FAQ entries are `faq_items`. */
export const searchCollections = [
  'pages',
  'posts',
  'covers',
  'projects',
  'pools',
  'faq_items',
] as const
export type SearchCollection = (typeof searchCollections)[number]
type ArticleCollection = 'posts' | 'covers' | 'projects' | 'pools'

/**
 * One published item of one language as the site search reads it: plain text only, the markup
 * of rich text taken out, so that the index and the snippets never see a tag.
 */
export type SearchDocument =
  | (SearchText & { collection: 'pages' | ArticleCollection; id: number; slug: string })
  | (SearchText & { collection: 'faq_items'; id: number })

interface SearchText {
  title: string
  /** what the item says of itself in a sentence (a summary, a page's SEO description), or '' */
  summary: string
  /** the rest of its text: a body, an answer */
  body: string
}

/** Rich text as the words a reader sees: tags out, entities decoded, white space collapsed. */
export function plainText(html: string | null | undefined): string {
  if (!html) return ''
  // Every tag is a word boundary: `<p>a</p><p>b</p>` reads "a b", not "ab".
  const text = sanitizeHtml(html.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {} })
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

const article = z.object({
  id: key,
  slug: requiredText,
  title: requiredText,
  summary: optionalText,
  body: optionalText,
})

const page = z.object({
  id: key,
  slug: requiredText,
  title: requiredText,
  // flattened in the same language: absent when the page's SEO has no text in it
  seo: z.object({ description: optionalText }).nullish(),
})

const ARTICLE_FIELDS = [
  'id',
  'translations.languages_code',
  'translations.slug',
  'translations.title',
  'translations.summary',
  'translations.body',
]

async function readArticles(
  client: CmsClient,
  collection: ArticleCollection,
  tag: string,
): Promise<SearchDocument[]> {
  return client.readItems(
    collection,
    {
      fields: ARTICLE_FIELDS,
      filter: { ...published, ...translatedIn(tag) },
      deep: onlyTranslation(tag),
      sort: ['id'],
      limit: -1,
    },
    (rows, report) =>
      parseTranslatedList(article, rows, tag, collection, report).map(
        ({ id, slug, title, summary, body }) => ({
          collection,
          id,
          slug,
          title,
          summary: plainText(summary),
          body: plainText(body),
        }),
      ),
    { parsedFor: tag },
  )
}

async function readPages(client: CmsClient, tag: string): Promise<SearchDocument[]> {
  return client.readItems(
    'pages',
    {
      fields: [
        'id',
        'translations.languages_code',
        'translations.slug',
        'translations.title',
        'seo.translations.languages_code',
        'seo.translations.description',
      ],
      filter: { ...published, ...translatedIn(tag) },
      deep: { ...onlyTranslation(tag), seo: onlyTranslation(tag) },
      sort: ['id'],
      limit: -1,
    },
    (rows, report) =>
      parseTranslatedList(page, rows, tag, 'pages', report).map(({ id, slug, title, seo }) => ({
        collection: 'pages' as const,
        id,
        slug,
        title,
        summary: plainText(seo?.description),
        body: '',
      })),
    { parsedFor: tag },
  )
}

/**
 * Everything a visitor may search in `locale`: the published pages, posts, covers, projects,
 * pools and FAQ entries that have a translation in it, never a draft. Each read goes through the
 * client's content cache, so a publish (which purges it) is read on the next call. A page's
 * blocks are not read: its title and SEO description stand for it.
 */
export async function readSearchDocuments(
  client: CmsClient,
  locale: Locale,
): Promise<SearchDocument[]> {
  const tag = toTag(locale)
  const [pages, posts, covers, projects, pools, faq] = await Promise.all([
    readPages(client, tag),
    readArticles(client, 'posts', tag),
    readArticles(client, 'covers', tag),
    readArticles(client, 'projects', tag),
    readArticles(client, 'pools', tag),
    listFaqCategories(client, locale),
  ])
  const questions = faq.flatMap(({ items }) =>
    items.map(({ id, question, answer }): SearchDocument => ({
      collection: 'faq_items',
      id,
      title: question,
      summary: '',
      body: plainText(answer),
    })),
  )
  return [...pages, ...posts, ...covers, ...projects, ...pools, ...questions]
}
