import type * as React from 'react'
import { ArrowLeftIcon, Button, Container, Heading, Prose, Section, Text } from '@lamella/ui'
import { StaticIsland } from '@lamella/blocks'
import { useTranslation } from '@lamella/i18n/react'
import { Link } from 'react-router'
import type { ItemSection as CollectionSection } from '#app/shared/paths'
import { CmsImage, type CmsImageData } from '#app/shared/ui/cms-image'

export interface DetailItem {
  title: string
  summary?: string | null
  /** HTML already sanitised by libs/cms */
  body?: string | null
  image?: CmsImageData | null
  /** the `data-directus` attribute of its main fields, in the editors' preview only */
  edit?: string
}

export interface Fact {
  label: string
  value: string
}

export interface CollectionDetailProps {
  section: CollectionSection
  /** the section's list, in this language */
  backPath: string
  item: DetailItem
  /** facts shown under the title (colour, pool type, ...), already translated */
  facts?: Fact[]
  /** a line under the title, e.g. the publication date and author */
  byline?: string
  /** what the item adds between its picture and its text: a specifications table */
  children?: React.ReactNode
  /** what follows the text, wider than it: a project's gallery */
  after?: React.ReactNode
}

export function CollectionDetail({
  section,
  backPath,
  item,
  facts = [],
  byline,
  children,
  after,
}: CollectionDetailProps) {
  const { t } = useTranslation()
  return (
    <Section asChild spacing="md" className="pt-10 sm:pt-12">
      <article>
        <Container size="prose" className="flex flex-col gap-8">
          {/* nothing here moves: hydration keeps it as the server wrote it */}
          <StaticIsland>
            <header className="flex flex-col items-start gap-4" data-directus={item.edit}>
              <Button asChild variant="link" size="sm">
                <Link to={backPath} prefetch="intent">
                  <ArrowLeftIcon />
                  {t(`${section}.backToOverview`)}
                </Link>
              </Button>
              <Heading level={1} className="mt-2 wrap-break-word hyphens-auto">
                {item.title}
              </Heading>
              {byline && (
                <Text variant="caption" tone="muted">
                  {byline}
                </Text>
              )}
              {item.summary && (
                <Text variant="lead" tone="muted" className="mt-2">
                  {item.summary}
                </Text>
              )}
            </header>
            {facts.length > 0 && (
              <dl className="grid grid-cols-2 gap-x-6 gap-y-5 border-y border-border py-6 sm:grid-cols-3">
                {facts.map((fact) => (
                  <div key={fact.label} className="flex flex-col gap-1">
                    <Text asChild variant="eyebrow" tone="muted">
                      <dt>{fact.label}</dt>
                    </Text>
                    <Text asChild weight="medium">
                      <dd>{fact.value}</dd>
                    </Text>
                  </div>
                ))}
              </dl>
            )}
            {item.image && (
              <CmsImage
                image={item.image}
                alt=""
                sizes="(min-width: 768px) 672px, 100vw"
                priority
                className="aspect-[16/10] w-full rounded-xl object-cover"
              />
            )}
            {children}
            {item.body && <Prose html={item.body} size="lg" />}
          </StaticIsland>
        </Container>
        {after}
      </article>
    </Section>
  )
}
