import { useTranslation } from '@lamella/i18n/react'
import { Container, Heading, Section } from '@lamella/ui'
import { useId } from 'react'
import { Counter } from './counter'
import type { ProjectStatsBlock } from './project-stats.schema'

export function ProjectStats({ block }: { block: ProjectStatsBlock }) {
  const { locale } = useTranslation()
  const headingId = useId()
  return (
    <Section
      data-block="project-stats"
      tone="deep"
      spacing="md"
      aria-labelledby={block.heading ? headingId : undefined}
    >
      <Container className="flex flex-col gap-10">
        {block.heading && (
          <Heading id={headingId} level={2} tone="inverse">
            {block.heading}
          </Heading>
        )}
        <dl className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {block.figures.map((figure) => (
            <div key={figure.id} className="flex flex-col gap-2 border-s-2 border-brand-400 ps-4">
              <dt className="order-last text-base text-ink-100">{figure.label}</dt>
              <dd className="font-display text-3xl font-light tracking-tight text-white sm:text-5xl">
                <Counter value={figure.value} locale={locale} />
                {figure.suffix}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </Section>
  )
}
