import type { CoverColor, CoverType } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import {
  Badge,
  Button,
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
  EmptyState,
  Heading,
  LoadMore,
  Section,
  type CardMediaProps,
  type CardProps,
} from '@lamella/ui'
import { StaticIsland } from '@lamella/blocks'
import { useTranslation } from '@lamella/i18n/react'
import type * as React from 'react'
import { useEffect, useRef } from 'react'
import { Link, useLocation, useNavigation } from 'react-router'
import type { ItemSection as CollectionSection } from '#app/shared/paths'
import { useSafeNavigate } from '#app/shared/runtime/safe-navigate'
import { CmsImage, type CmsImageData } from '#app/shared/ui/cms-image'
import { ColourSwatches } from './colour-swatches'
import { SiteLink } from '#app/shared/ui/site-link'

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
  /** the publication date, already formatted in the page's language */
  published?: string | null
  /** key figures under the name, already formatted (a pool's size, depth and volume) */
  figures?: string[]
}

export interface CollectionListProps {
  section: CollectionSection
  locale: Locale
  items: ListItem[]
  total: number
  pages: number
  /** the colour the covers list is narrowed to (`?color=`) */
  colour?: CoverColor | null
  /** the list's filters, between its title and its items */
  filters?: React.ReactNode
  /** what an empty list says besides its title, and its way out (e.g. clear the filters) */
  empty?: { description?: string; action?: React.ReactNode }
}

/** Each collection's card: covers are product tiles, projects and posts lead with their photo. */
const cardLook: Record<
  CollectionSection,
  {
    variant: CardProps['variant']
    ratio: CardMediaProps['ratio']
    inset?: boolean
    cta: 'blog.readArticle' | 'covers.viewCover' | 'projects.viewProject' | 'pools.viewPool'
  }
> = {
  blog: { variant: 'elevated', ratio: 'wide', cta: 'blog.readArticle' },
  covers: { variant: 'surface', ratio: 'square', inset: true, cta: 'covers.viewCover' },
  projects: { variant: 'elevated', ratio: 'landscape', cta: 'projects.viewProject' },
  pools: { variant: 'elevated', ratio: 'landscape', cta: 'pools.viewPool' },
}

/** What an empty list says: 'No slats found' for the products. */
const emptyTitle = {
  blog: 'blog.noPosts',
  covers: 'pools.noSlats',
  projects: 'projects.noProjects',
  pools: 'pools.noSlats',
} as const satisfies Record<CollectionSection, string>

export function CollectionList({
  section,
  locale,
  items,
  total,
  pages,
  colour = null,
  filters,
  empty,
}: CollectionListProps) {
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
  const { pathname } = useLocation()
  return (
    <Section spacing="md" className="pt-12 sm:pt-16" aria-labelledby={titleId}>
      <Container>
        <StaticIsland>
          <Heading
            id={titleId}
            level={1}
            size={null}
            className="text-2xl font-light tracking-tight wrap-break-word hyphens-auto sm:text-4xl"
          >
            {t(`${section}.title`)}
          </Heading>
        </StaticIsland>
        {section === 'covers' && (
          // `#colours`: the menu's "Colours" link lands here.
          <div id="colours" className="mt-8 scroll-mt-24">
            <ColourSwatches
              label={t('covers.filterByColour')}
              current={colour}
              hrefOf={(value) => `?color=${value}`}
              allHref={pathname}
            />
          </div>
        )}
        {filters && <div className="mt-8">{filters}</div>}
        {items.length === 0 && (
          <EmptyState
            className="mt-10"
            title={t(emptyTitle[section])}
            description={empty?.description}
            action={
              empty?.action ??
              (section === 'covers' && colour ? (
                <Button asChild variant="outline">
                  <Link to={pathname} preventScrollReset>
                    {t('covers.allColours')}
                  </Link>
                </Button>
              ) : undefined)
            }
          />
        )}
        {items.length > 0 && (
          // the cards do not move: hydration keeps them as the server wrote them
          <StaticIsland>
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
                        {section === 'blog' && item.datePublished && item.published && (
                          <CardMeta>
                            <time dateTime={item.datePublished}>{item.published}</time>
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
                        {item.figures && item.figures.length > 0 && (
                          <CardMeta data-testid="key-figures">
                            {item.figures.map((figure) => (
                              <span key={figure}>{figure}</span>
                            ))}
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
          </StaticIsland>
        )}
        {(section === 'blog' || section === 'projects') && (
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
  const { pathname, search } = useLocation()
  // The next page keeps the filters: `?color=white&page=3`.
  const params = new URLSearchParams(search)
  params.set('page', String(pages + 1))
  const next = `?${params}`
  // After 'load more', focus moves to the first new card, where reading goes on; without it,
  // keyboard focus would stay on the button, now below the new cards.
  const focusFrom = useRef<number | null>(null)
  useEffect(() => {
    const from = focusFrom.current
    if (from === null || shown <= from) return
    focusFrom.current = null
    document
      .querySelectorAll<HTMLElement>('[data-testid="collection-list"] > li')
      [from]?.querySelector<HTMLElement>('a[href]')
      ?.focus()
  }, [shown])
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
      onLoadMore={() => {
        focusFrom.current = shown
        void navigate(next, { preventScrollReset: true })
      }}
    />
  )
}
