import { useTranslation } from '@lamella/i18n/react'
import {
  ArrowRightIcon,
  Card,
  CardBody,
  CardLink,
  CardMedia,
  CardMeta,
  CardTitle,
  Container,
  Heading,
  Section,
  Text,
} from '@lamella/ui'
import { useId } from 'react'
import { useBlockEnvironment } from '../block-context'
import type { GetInspiredBlock } from './get-inspired.schema'

/** The projects teaser: the latest projects as cards, and the way to all of them. */
export function GetInspired({ block }: { block: GetInspiredBlock }) {
  const { Image, Link } = useBlockEnvironment()
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <Section data-block="get-inspired" spacing="md" aria-labelledby={headingId}>
      <Container className="flex flex-col gap-10">
        <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
          <div className="flex max-w-2xl flex-col gap-3">
            <Heading id={headingId} level={2}>
              {block.heading}
            </Heading>
            {block.text && <Text tone="muted">{block.text}</Text>}
          </div>
          {block.link_label && block.link_url && (
            <Link
              url={block.link_url}
              className="inline-flex shrink-0 items-center gap-2 rounded-xs font-medium text-primary underline decoration-1 underline-offset-4 hover:text-primary-hover hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {block.link_label}
              <ArrowRightIcon className="size-4" />
            </Link>
          )}
        </div>
        {block.projects.length > 0 && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {block.projects.map((project) => (
              <li key={project.id} className="flex">
                <Card className="w-full">
                  {project.image && (
                    <CardMedia ratio="landscape">
                      <Image
                        image={project.image}
                        alt=""
                        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                        fit="cover"
                      />
                    </CardMedia>
                  )}
                  <CardBody>
                    <CardTitle level={3}>
                      <CardLink asChild>
                        <Link url={project.href}>{project.title}</Link>
                      </CardLink>
                    </CardTitle>
                    {project.place && (
                      <CardMeta>
                        <span className="sr-only">{t('projects.location')}: </span>
                        {project.place}
                      </CardMeta>
                    )}
                  </CardBody>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </Section>
  )
}
