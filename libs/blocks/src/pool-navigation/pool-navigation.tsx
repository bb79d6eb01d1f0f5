import {
  Card,
  CardBody,
  CardCta,
  CardDescription,
  CardFooter,
  CardLink,
  CardTitle,
  Container,
  ControlsIcon,
  EnergyIcon,
  Heading,
  PoolIcon,
  Section,
  ShieldIcon,
  Text,
  type IconProps,
} from '@lamella/ui'
import { useTranslation } from '@lamella/i18n/react'
import { useId, type ComponentType } from 'react'
import { useBlockEnvironment } from '../block-context'
import type { PoolNavigationBlock, PoolNavigationIcon } from './pool-navigation.schema'

const icons: Record<PoolNavigationIcon, ComponentType<IconProps>> = {
  construction: PoolIcon,
  controls: ControlsIcon,
  energy: EnergyIcon,
  safety: ShieldIcon,
}

/**
 * A way into the topics of the pool guide: a navigation landmark named by the heading, each
 * topic a card that is one link (CardLink stretches over the card).
 */
export function PoolNavigation({ block }: { block: PoolNavigationBlock }) {
  const { Link } = useBlockEnvironment()
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <Section data-block="pool-navigation" spacing="sm">
      <Container>
        <nav aria-labelledby={headingId}>
          <div className="mb-8 flex max-w-2xl flex-col gap-3">
            <Heading id={headingId} level={2}>
              {block.heading}
            </Heading>
            {block.text && <Text tone="muted">{block.text}</Text>}
          </div>
          <ul role="list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {block.entries.map((entry) => {
              const Icon = icons[entry.icon]
              return (
                <li key={entry.id} className="flex">
                  <Card variant="surface" className="w-full">
                    <CardBody spacing="lg">
                      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                        <Icon className="size-6" />
                      </span>
                      <CardTitle level={3}>
                        {entry.url ? (
                          <CardLink asChild>
                            <Link url={entry.url}>{entry.title}</Link>
                          </CardLink>
                        ) : (
                          entry.title
                        )}
                      </CardTitle>
                      {entry.text && <CardDescription clamp={false}>{entry.text}</CardDescription>}
                      {entry.url && (
                        <CardFooter>
                          <CardCta>{t('common.readMore')}</CardCta>
                        </CardFooter>
                      )}
                    </CardBody>
                  </Card>
                </li>
              )
            })}
          </ul>
        </nav>
      </Container>
    </Section>
  )
}
