import type { Locale } from '@lamella/i18n'
import type { CmsClient } from '../client.server.ts'
import type { CoverColor } from '../schema.ts'
import type { Alternates } from '../translations.ts'
import { imageFields, strOrNull, toArticleSummary, toImage } from './shared.server.ts'
import type { ArticleSummary, CmsImage, Rec } from './shared.server.ts'
import { readArticleBySlug, readArticles } from './articles.server.ts'
import type { ArticleCollection } from './articles.server.ts'

export interface CoverSummary extends ArticleSummary {
  color: CoverColor | null
  image: CmsImage | null
}

export interface Cover extends CoverSummary {
  /** Sanitised HTML. */
  body: string
  alternates: Alternates
}

const BASE_FIELDS = ['id', 'sort', 'color', ...imageFields('image')]

function toCoverSummary(flat: Rec): CoverSummary | null {
  const summary = toArticleSummary(flat)
  if (!summary) return null
  return {
    ...summary,
    color: strOrNull(flat.color) as CoverColor | null,
    image: toImage(flat.image),
  }
}

const covers: ArticleCollection<CoverSummary> = {
  collection: 'covers',
  fields: BASE_FIELDS,
  toSummary: toCoverSummary,
}

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
