import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  EmptyState,
  Heading,
  Prose,
  useHydrated,
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
  const hydrated = useHydrated()
  // Radix leaves a closed answer out of the DOM, so the server's HTML would lack every answer.
  // Until hydration each one is mounted but hidden (nothing is open yet), and NoScriptAnswers shows
  // them when no script will ever run. Once hydrated, Radix mounts them again as they open, which
  // keeps its height animation: forced mounting would tell it the answer is always present.
  const closedAnswer: { forceMount?: true; hidden?: true } = hydrated
    ? {}
    : { forceMount: true, hidden: true }
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
            <AccordionItem key={item.id} value={String(item.id)}>
              <AccordionTrigger headingLevel={headingLevel === 2 ? 3 : 4}>
                {item.question}
              </AccordionTrigger>
              <AccordionContent {...closedAnswer}>
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
 * Without JavaScript no question can open: every answer is shown instead. Tailwind's preflight
 * hides `[hidden]` with `!important` in its base layer, which only an important rule of that
 * layer (or an earlier one) can override; the closing animation of a closed answer (a utility)
 * would otherwise play once on load and show it collapsing.
 */
function NoScriptAnswers() {
  return (
    <noscript>
      <style>
        {
          '@layer base{[data-slot="faq-list"] [data-slot="accordion-content"][hidden]{display:block!important;animation:none!important}}'
        }
      </style>
    </noscript>
  )
}

/**
 * FAQ categories with their questions as accordions: the FAQ block and the FAQ screen both show
 * them with this one component. `headingLevel` is that of the category titles.
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
      <NoScriptAnswers />
      {categories.map((category) => (
        <FaqCategorySection key={category.id} category={category} headingLevel={headingLevel} />
      ))}
    </div>
  )
}
