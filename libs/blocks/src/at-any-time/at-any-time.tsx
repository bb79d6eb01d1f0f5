import { ArrowRightIcon, Container, Section, Text } from '@lamella/ui'
import { useBlockEnvironment } from '../block-context'
import type { AtAnyTimeBlock } from './at-any-time.schema'

/** The home page's promise, set large: a statement rather than a heading of a section. */
export function AtAnyTime({ block }: { block: AtAnyTimeBlock }) {
  const { Link } = useBlockEnvironment()
  return (
    <Section data-block="at-any-time" spacing="md">
      <Container className="flex flex-col gap-6">
        <p className="max-w-5xl font-display text-4xl font-light tracking-tight text-balance text-brand-900 sm:text-6xl lg:text-7xl">
          {block.statement}
        </p>
        {block.text && (
          <Text variant="lead" tone="muted" className="max-w-2xl">
            {block.text}
          </Text>
        )}
        {block.link_label && block.link_url && (
          <Link
            url={block.link_url}
            className="inline-flex items-center gap-2 self-start rounded-xs text-lg font-medium text-primary underline decoration-1 underline-offset-4 hover:text-primary-hover hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {block.link_label}
            <ArrowRightIcon className="size-5" />
          </Link>
        )}
      </Container>
    </Section>
  )
}
