import { Button, Container, Heading, Section, Text } from '@lamella/ui'
import { useBlockEnvironment } from '../block-context'
import type { HeroBlock } from './hero.schema'

export function Hero({ block }: { block: HeroBlock }) {
  const { Image, Link } = useBlockEnvironment()
  return (
    <Section
      data-block="hero"
      tone="inverse"
      spacing="none"
      className="isolate overflow-hidden bg-brand-950"
    >
      {block.image && (
        <Image
          image={block.image}
          alt=""
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 size-full object-cover opacity-50"
        />
      )}
      {/* Keeps the text side dark whatever the photo shows, so white text stays readable. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-brand-950/85 via-brand-950/50 to-brand-950/10"
      />
      <Container className="flex min-h-[28rem] flex-col items-start justify-center gap-6 py-20 sm:min-h-[34rem]">
        {/* The page's h1 is its title; the headline only looks like one. */}
        <Heading asChild size="display" tone="inverse" className="max-w-3xl">
          <p>{block.headline}</p>
        </Heading>
        {block.text && (
          <Text variant="lead" tone="inverse" className="max-w-2xl text-ink-100">
            {block.text}
          </Text>
        )}
        {block.cta_label && block.cta_url && (
          <Button asChild variant="inverse" className="mt-2 sm:h-13 sm:px-8 sm:text-lg">
            <Link url={block.cta_url}>{block.cta_label}</Link>
          </Button>
        )}
      </Container>
    </Section>
  )
}
