import { Button, Container, Heading, Section, Text } from '@lamella/ui'
import { useId } from 'react'
import { useBlockEnvironment } from '../block-context'
import type { CtaBlock } from './cta.schema'

export function Cta({ block }: { block: CtaBlock }) {
  const { Link } = useBlockEnvironment()
  const titleId = useId()
  return (
    <Section data-block="cta" spacing="sm" aria-labelledby={titleId}>
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-xl bg-brand-50 px-6 py-8 sm:px-10 sm:py-10 md:flex-row md:items-center md:justify-between md:gap-10">
          <div className="flex max-w-2xl flex-col gap-2">
            <Heading id={titleId} level={2}>
              {block.title}
            </Heading>
            {block.text && <Text tone="muted">{block.text}</Text>}
          </div>
          {block.button_label && block.button_url && (
            <Button asChild>
              <Link url={block.button_url}>{block.button_label}</Link>
            </Button>
          )}
        </div>
      </Container>
    </Section>
  )
}
