import { toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import { droppable, parseTranslatedList } from '../parse.server.ts'
import {
  alternates,
  bySort,
  compact,
  key,
  published,
  requiredText,
  richText,
  sort,
  translatedIn,
} from './shared.server.ts'

const faqItem = z.object({ id: key, sort, question: requiredText, answer: richText })

const faqCategory = z
  .object({
    id: key,
    slug: requiredText,
    title: requiredText,
    alternates,
    items: z.array(droppable(faqItem, 'faq_items')).nullish(),
  })
  .transform(({ items, ...category }) => ({
    ...category,
    items: bySort(compact(items ?? [])).map(({ sort: _, ...item }) => item),
  }))

export type FaqCategory = z.output<typeof faqCategory>
export type FaqItem = FaqCategory['items'][number]

/**
 * FAQ categories with a translation in `locale`, each with its published, translated items; a
 * category without any has none ("This category has no items").
 */
export function listFaqCategories(client: CmsClient, locale: Locale): Promise<FaqCategory[]> {
  const tag = toTag(locale)
  return client.readItems(
    'faq_categories',
    {
      fields: ['id', 'sort', 'translations.*', 'items.id', 'items.sort', 'items.translations.*'],
      filter: translatedIn(tag),
      deep: { items: { _filter: published, _limit: -1 } },
      sort: ['sort', 'id'],
      limit: -1,
    },
    (rows, report) => parseTranslatedList(faqCategory, rows, tag, 'faq_categories', report),
    { parsedFor: tag },
  )
}
