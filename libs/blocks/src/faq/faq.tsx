import { Container, Heading, Section } from '@lamella/ui'
import { useId } from 'react'
import { FaqList, type FaqListCategory } from './faq-list'
import type { FaqBlockItem } from './faq.schema'

export type FaqBlock = FaqBlockItem & { faq: FaqListCategory[] | null }

/** The FAQ block; when its questions could not be read (`faq: null`) it leaves the page alone. */
export function Faq({ block }: { block: FaqBlock }) {
  const headingId = useId()
  if (!block.faq) return null
  return (
    <Section data-block="faq" spacing="sm" aria-labelledby={headingId}>
      <Container size="prose">
        <Heading id={headingId} level={2} className="mb-8">
          {block.heading}
        </Heading>
        <FaqList categories={block.faq} />
      </Container>
    </Section>
  )
}
