import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  EmptyState,
  Heading,
  Prose,
} from '@lamella/ui'
import { useTranslation } from '@lamella/i18n/react'
import { useId } from 'react'

export interface FaqListItem {
  id: number
  question: string
  /** sanitised HTML, its internal links already in the visitor's language */
  answer: string
}

export interface FaqListCategory {
  id: number
  title: string
  items: FaqListItem[]
}

function FaqCategorySection({
  category,
  headingLevel,
}: {
  category: FaqListCategory
  headingLevel: 2 | 3
}) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} data-faq-category={category.id}>
      <Heading id={headingId} level={headingLevel} size="2xl" className="mb-4">
        {category.title}
      </Heading>
      {category.items.length === 0 ? (
        <EmptyState
          variant="compact"
          headingLevel={headingLevel === 2 ? 3 : 4}
          title={t('faq.emptyCategory')}
        />
      ) : (
        <Accordion type="multiple">
          {category.items.map((item) => (
            <AccordionItem key={item.id}>
              <AccordionTrigger headingLevel={headingLevel === 2 ? 3 : 4}>
                {item.question}
              </AccordionTrigger>
              <AccordionContent>
                <Prose html={item.answer} />
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      )}
    </section>
  )
}

/**
 * FAQ categories with their questions as accordions: the FAQ block and the FAQ screen both show
 * them with this one component. `headingLevel` is that of the category titles. Each question
 * opens on its own, with or without JavaScript: the answers are in the server's HTML, closed.
 */
export function FaqList({
  categories,
  headingLevel = 3,
}: {
  categories: readonly FaqListCategory[]
  headingLevel?: 2 | 3
}) {
  return (
    <div data-slot="faq-list" className="flex flex-col gap-12">
      {categories.map((category) => (
        <FaqCategorySection key={category.id} category={category} headingLevel={headingLevel} />
      ))}
    </div>
  )
}
