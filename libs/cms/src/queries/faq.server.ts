import { toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import type { CmsClient } from '../client.server.ts'
import { sanitizeRichText } from '../sanitize.ts'
import { flattenTranslations } from '../translations.ts'
import type { Alternates } from '../translations.ts'
import { compact, num, published, records, sortBySort, str, translatedIn } from './shared.server.ts'
import type { Rec } from './shared.server.ts'

export interface FaqItem {
  id: number
  question: string
  /** Sanitised HTML. */
  answer: string
}

export interface FaqCategory {
  id: number
  slug: string
  title: string
  alternates: Alternates
  /** Empty when the category has no published item in this language ("This category has no items"). */
  items: FaqItem[]
}

function toFaqItem(item: Rec): FaqItem | null {
  const id = num(item.id)
  const question = str(item.question)
  if (id === null || !question || (item.status !== undefined && item.status !== 'published'))
    return null
  return { id, question, answer: sanitizeRichText(str(item.answer)) }
}

/** FAQ categories with a translation in `locale`, each with its published, translated items. */
export async function listFaqCategories(client: CmsClient, locale: Locale): Promise<FaqCategory[]> {
  const tag = toTag(locale)
  const rows = await client.readItems<Rec>('faq_categories', {
    fields: [
      'id',
      'sort',
      'translations.*',
      'items.id',
      'items.sort',
      'items.status',
      'items.translations.*',
    ],
    filter: translatedIn(tag),
    deep: { items: { _filter: published, _limit: -1 } },
    sort: ['sort', 'id'],
    limit: -1,
  })
  return compact(
    compact(rows.map((row) => flattenTranslations(row, tag))).map((category) => {
      const id = num(category.id)
      const slug = str(category.slug)
      const title = str(category.title)
      if (id === null || !slug || !title) return null
      const items = compact(sortBySort(records(category.items)).map(toFaqItem))
      return { id, slug, title, alternates: category.alternates ?? {}, items }
    }),
  )
}
