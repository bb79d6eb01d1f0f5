import { Container, Heading, Prose, Section } from '@lamella/ui'
import { useId } from 'react'
import type { RichTextBlock } from './rich-text.schema'

export function RichText({ block }: { block: RichTextBlock }) {
  const titleId = useId()
  return (
    <Section
      data-block="rich-text"
      spacing="sm"
      aria-labelledby={block.title ? titleId : undefined}
    >
      <Container size="prose">
        {block.title && (
          <Heading id={titleId} level={2} className="mb-6">
            {block.title}
          </Heading>
        )}
        <Prose html={block.body} />
      </Container>
    </Section>
  )
}
