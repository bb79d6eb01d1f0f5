import type { CoverColor, CoverType } from '@lamella/i18n'
import { formatDate, type Locale } from '@lamella/i18n'
import {
  Badge,
  Card,
  CardBadges,
  CardBody,
  CardCta,
  CardDescription,
  CardFooter,
  CardLink,
  CardMedia,
  CardMeta,
  CardTitle,
  Container,
  Heading,
  LoadMore,
  Section,
  type CardMediaProps,
  type CardProps,
} from '@lamella/ui'
import { useTranslation } from '@lamella/i18n/react'
import { useLocation, useNavigation } from 'react-router'
import type { Section as CollectionSection } from '../lib/collections.server'
import { useSafeNavigate } from '../lib/runtime/safe-navigate'
import { CmsImage, type CmsImageData } from './cms-image'
import { SiteLink } from './site-link'

export interface ListItem {
  id: number | string
  /** the item's page, in this language */
  path: string
  title: string
  summary?: string | null
  image?: CmsImageData | null
  color?: CoverColor | null
  coverType?: CoverType | null
  municipality?: string | null
  datePublished?: string | null
}

export interface CollectionListProps {
  section: CollectionSection
  locale: Locale
  items: ListItem[]
  total: number
  pages: number
}

/** Each collection's card: covers are product tiles, projects and posts lead with their photo. */
const cardLook: Record<
  CollectionSection,
  {
    variant: CardProps['variant']
    ratio: CardMediaProps['ratio']
    inset?: boolean
    cta: 'blog.readArticle' | 'covers.viewCover' | 'projects.viewProject'
  }
> = {
  blog: { variant: 'elevated', ratio: 'wide', cta: 'blog.readArticle' },
  covers: { variant: 'surface', ratio: 'square', inset: true, cta: 'covers.viewCover' },
  projects: { variant: 'elevated', ratio: 'landscape', cta: 'projects.viewProject' },
}

export function CollectionList({ section, locale, items, total, pages }: CollectionListProps) {
  const { t } = useTranslation()
  const look = cardLook[section]
  // Most covers are named after their colour: a badge repeating the title would only add noise.
  const colourBadge = (item: ListItem) => {
    const colour = item.color ? t(`colors.${item.color}`) : null
    return colour && colour.toLocaleLowerCase(locale) !== item.title.toLocaleLowerCase(locale)
      ? colour
      : null
  }
  const titleId = `${section}-title`
  return (
    <Section spacing="md" className="pt-12 sm:pt-16" aria-labelledby={titleId}>
      <Container>
        <Heading id={titleId} level={1} className="text-2xl wrap-break-word hyphens-auto">
          {t(`${section}.title`)}
        </Heading>
        <ul
          className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8"
          data-testid="collection-list"
        >
          {items.map((item, index) => {
            const badge = colourBadge(item)
            return (
              <li key={item.id} className="flex">
                <Card variant={look.variant} className="w-full">
                  {item.image && (
                    <CardMedia ratio={look.ratio} inset={look.inset}>
                      <CmsImage
                        image={item.image}
                        alt=""
                        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                        priority={index === 0}
                      />
                      {badge && (
                        <CardBadges>
                          <Badge variant="overlay">{badge}</Badge>
                        </CardBadges>
                      )}
                    </CardMedia>
                  )}
                  <CardBody>
                    {section === 'blog' && item.datePublished && (
                      <CardMeta>
                        <time dateTime={item.datePublished}>
                          {formatDate(locale, item.datePublished)}
                        </time>
                      </CardMeta>
                    )}
                    <CardTitle level={2}>
                      <CardLink asChild>
                        <SiteLink href={item.path}>{item.title}</SiteLink>
                      </CardLink>
                    </CardTitle>
                    {section === 'projects' && (item.municipality || item.coverType) && (
                      <CardMeta>
                        {item.municipality && <span>{item.municipality}</span>}
                        {item.coverType && <span>{t(`coverTypes.${item.coverType}`)}</span>}
                      </CardMeta>
                    )}
                    {item.summary && <CardDescription>{item.summary}</CardDescription>}
                    <CardFooter>
                      <CardCta>{t(look.cta)}</CardCta>
                    </CardFooter>
                  </CardBody>
                </Card>
              </li>
            )
          })}
        </ul>
        {section !== 'covers' && (
          <ListMore section={section} shown={items.length} total={total} pages={pages} />
        )}
      </Container>
    </Section>
  )
}

/**
 * The counter and 'load more': a link to `?page=n+1`, so the list also grows without JavaScript;
 * with JavaScript the router loads it in place and keeps the scroll position.
 */
function ListMore({
  section,
  shown,
  total,
  pages,
}: {
  section: 'blog' | 'projects'
  shown: number
  total: number
  pages: number
}) {
  const { t } = useTranslation()
  const navigate = useSafeNavigate()
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const next = `?page=${pages + 1}`
  return (
    <LoadMore
      data-testid="list-counter"
      className="mt-14"
      counter={t(`${section}.counter`, { shown, count: total })}
      current={shown}
      total={total}
      label={t(`${section}.loadMore`)}
      loading={navigation.state === 'loading' && navigation.location.pathname === pathname}
      loadingLabel={t('common.loading')}
      href={next}
      onLoadMore={() => void navigate(next, { preventScrollReset: true })}
    />
  )
}
