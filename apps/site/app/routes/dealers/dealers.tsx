import { toTag } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { Button, Container, EmptyState, Field, Heading, Input, Section, Spinner } from '@lamella/ui'
import { lazy, Suspense, useId, useSyncExternalStore } from 'react'
import { Form, Link, useLocation, useNavigation } from 'react-router'
import type { DealerResult, DealerSearch, PlaceMatch } from '../../lib/dealers.server'
import { headToMeta } from '../../lib/head'
import { loadDealersScreen } from '../../lib/dealers-screen.server'
import { useRootData } from '../../lib/root-data'
import type { Route } from './+types/dealers'

// Only pages with a configured map ever request this chunk (maplibre is large).
const DealerMap = lazy(() =>
  import('../../components/dealer-map').then(({ DealerMap }) => ({ default: DealerMap })),
)

export const loader = (args: Route.LoaderArgs) => loadDealersScreen(args)

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

const noSubscription = () => () => {}
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

export default function DealersScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { query, all, search } = loaderData
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const titleId = useId()
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname
  return (
    <Section spacing="md" className="pt-12 sm:pt-16" aria-labelledby={titleId}>
      <Container size="prose">
        <Heading id={titleId} level={1} className="mb-4 wrap-break-word hyphens-auto">
          {t('dealers.title')}
        </Heading>
        <p className="mb-8 text-muted-foreground">{t('dealers.intro')}</p>
        <Form
          method="get"
          role="search"
          preventScrollReset
          className="mb-10 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <Field label={t('dealers.label')} className="grow">
            <Input key={query} type="search" name="q" defaultValue={query} autoComplete="off" />
          </Field>
          <Button type="submit" disabled={loading}>
            {t('dealers.search')}
          </Button>
        </Form>
        {/* One polite region says what the list below is about to be, then what it is. */}
        <p role="status" aria-live="polite" className="sr-only">
          {loading ? t('dealers.loading') : search ? summary(t, search, all) : null}
        </p>
        {loading ? (
          <p aria-hidden="true" className="mb-6 flex items-center gap-2 text-muted-foreground">
            <Spinner size="sm" tone="muted" label={null} />
            {t('dealers.loading')}
          </p>
        ) : null}
        <div aria-busy={loading || undefined} className={loading ? 'opacity-60' : undefined}>
          {search ? <Results search={search} query={query} all={all} /> : null}
        </div>
      </Container>
    </Section>
  )
}

type Translate = ReturnType<typeof useTranslation>['t']

const placeName = (place: PlaceMatch) => `${place.code} ${place.names[0] ?? ''}`.trim()

function summary(t: Translate, search: DealerSearch, all: boolean) {
  switch (search.status) {
    case 'none':
      return t('dealers.none')
    case 'ambiguous':
      return t('dealers.ambiguous')
    case 'found':
      return t(all ? 'dealers.all' : 'dealers.nearest', {
        count: search.dealers.length,
        place: placeName(search.place),
      })
  }
}

function searchHref(params: Record<string, string>) {
  return `?${new URLSearchParams(params).toString()}`
}

function Results({ search, query, all }: { search: DealerSearch; query: string; all: boolean }) {
  const { t } = useTranslation()
  const headingId = useId()
  const config = useRootData()?.config
  const hydrated = useHydrated()
  if (search.status === 'none') {
    return (
      <EmptyState
        role={undefined}
        title={t('dealers.none')}
        description={t('dealers.noneHint')}
        headingLevel={2}
      />
    )
  }
  if (search.status === 'ambiguous') {
    return (
      <nav aria-labelledby={headingId}>
        <Heading id={headingId} level={2} size="2xl" className="mb-4">
          {t('dealers.ambiguous')}
        </Heading>
        <ul className="flex flex-col">
          {search.choices.map((choice) => (
            <li key={choice.id}>
              <Link
                to={searchHref({ q: query, place: choice.id })}
                preventScrollReset
                // A comfortable target (44 px) for a list of links a visitor taps on a phone.
                className="inline-flex min-h-11 items-center text-primary underline underline-offset-4 hover:decoration-2"
              >
                {placeName(choice)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    )
  }
  const { place, dealers, total } = search
  return (
    <div className="flex flex-col gap-6">
      <Heading id={headingId} level={2} size="2xl">
        {t(all ? 'dealers.all' : 'dealers.nearest', {
          count: dealers.length,
          place: placeName(place),
        })}
      </Heading>
      {config?.map && hydrated ? (
        <Suspense fallback={<div className="aspect-[4/3] rounded-lg bg-muted sm:aspect-[16/9]" />}>
          <DealerMap
            styleUrl={config.map.styleUrl}
            place={place}
            dealers={dealers}
            label={t('dealers.map')}
          />
        </Suspense>
      ) : null}
      <ol aria-labelledby={headingId} className="flex flex-col gap-4">
        {dealers.map((dealer) => (
          <li key={dealer.id}>
            <DealerCard dealer={dealer} />
          </li>
        ))}
      </ol>
      {!all && total > dealers.length ? (
        <p>
          <Button asChild variant="outline">
            <Link to={searchHref({ q: query, place: place.id, all: '1' })} preventScrollReset>
              {t('dealers.showAll')}
            </Link>
          </Button>
        </p>
      ) : null}
    </div>
  )
}

function DealerCard({ dealer }: { dealer: DealerResult }) {
  const { t, locale } = useTranslation()
  const distance =
    dealer.distanceKm === null
      ? null
      : new Intl.NumberFormat(toTag(locale), {
          style: 'unit',
          unit: 'kilometer',
          maximumFractionDigits: dealer.distanceKm < 10 ? 1 : 0,
        }).format(dealer.distanceKm)
  const place = [dealer.postalCode, dealer.municipality].filter(Boolean).join(' ')
  const link = 'text-primary underline underline-offset-4 hover:decoration-2'
  return (
    <article className="rounded-lg border border-ink-200 bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Heading level={3} size="lg">
          {dealer.name}
        </Heading>
        {distance ? (
          <p className="text-sm text-muted-foreground">{t('dealers.distance', { distance })}</p>
        ) : null}
      </div>
      {dealer.address || place ? (
        <address className="mt-2 not-italic">
          {dealer.address ? <span className="block">{dealer.address}</span> : null}
          {place ? <span className="block">{place}</span> : null}
        </address>
      ) : null}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {dealer.phone ? (
          <>
            <dt className="text-muted-foreground">{t('dealers.phone')}</dt>
            <dd>
              <a className={link} href={`tel:${dealer.phone.replace(/[^\d+]/g, '')}`}>
                {dealer.phone}
              </a>
            </dd>
          </>
        ) : null}
        {dealer.email ? (
          <>
            <dt className="text-muted-foreground">{t('dealers.email')}</dt>
            <dd className="break-all">
              <a className={link} href={`mailto:${dealer.email}`}>
                {dealer.email}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {dealer.website ? (
        <p className="mt-3 text-sm">
          <a className={link} href={dealer.website} rel="noopener">
            {t('dealers.websiteOf', { name: dealer.name })}
          </a>
        </p>
      ) : null}
    </article>
  )
}
