import { formatPostalCode, type Locale } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { Button, EmptyState, Heading, Spinner, useHydrated } from '@lamella/ui'
import { lazy, Suspense, useId } from 'react'
import { Link } from 'react-router'
import type { DealerSearch } from './dealer-search.server'
import { placeDetail, placeLabel, type PlaceMatch } from '#app/shared/places/place-match'
import { useRootData } from '#app/shared/root-data'
import { DealerCard } from './dealer-card'
import { DealerSearchNotes, PlaceAttribution } from './search-notes'

// Only pages with a configured map ever request this chunk (maplibre is large).
const DealerMap = lazy(() =>
  import('./dealer-map').then(({ DealerMap }) => ({ default: DealerMap })),
)

type Translate = ReturnType<typeof useTranslation>['t']

/**
 * What the dealer finder found, under its search form: the dealers nearest to a place, places to
 * choose from, or nothing. While a new search loads, the previous answer stays, dimmed, under a
 * spinner; one polite status region says what the list is about to be, then what it is.
 */
export function DealerResults({
  search,
  query,
  all,
  loading,
}: {
  search: DealerSearch | null
  query: string
  all: boolean
  loading: boolean
}) {
  const { t, locale } = useTranslation()
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {loading ? t('dealers.loading') : search ? summary(t, locale, search, all) : null}
      </p>
      {loading ? (
        <p aria-hidden="true" className="mb-6 flex items-center gap-2 text-muted-foreground">
          <Spinner size="sm" tone="muted" label={null} />
          {t('dealers.loading')}
        </p>
      ) : null}
      <div aria-busy={loading || undefined} className={loading ? 'opacity-60' : undefined}>
        {search ? (
          <>
            <Results search={search} query={query} all={all} />
            {search.status === 'none' ? null : <PlaceAttribution className="mt-8" />}
          </>
        ) : null}
      </div>
    </>
  )
}

/** The heading of what the search found: also what the status region reads out. */
function summary(t: Translate, locale: Locale, search: DealerSearch, all: boolean): string {
  switch (search.status) {
    case 'none':
      return t('dealers.none')
    case 'all':
      return t('dealers.everyDealer', { count: search.dealers.length })
    case 'ambiguous':
      return search.approximateCode
        ? t('dealers.approximateChoices', { code: search.approximateCode })
        : t('dealers.ambiguous')
    case 'found':
      return t(all ? 'dealers.all' : 'dealers.nearest', {
        count: search.dealers.length,
        place: placeLabel(search.place, locale),
      })
  }
}

function searchHref(params: Record<string, string>) {
  return `?${new URLSearchParams(params).toString()}`
}

const choiceLink =
  'inline-flex min-h-8 items-center text-primary underline underline-offset-4 hover:decoration-2'

/** Places to pick from: each a link that searches again with that place chosen. */
function PlaceChoices({
  places,
  query,
  label,
}: {
  places: readonly PlaceMatch[]
  query: string
  label: string
}) {
  const { locale } = useTranslation()
  const headingId = useId()
  return (
    <nav aria-labelledby={headingId}>
      <Heading id={headingId} level={2} size="xl" className="mb-3">
        {label}
      </Heading>
      <ul className="flex flex-col">
        {places.map((place) => (
          <li key={place.id} className="flex flex-col pb-2">
            <Link
              to={searchHref({ q: query, place: place.id })}
              preventScrollReset
              className={choiceLink}
            >
              {formatPostalCode(place.country, place.code)} {place.name}
            </Link>
            <span className="text-sm text-muted-foreground">{placeDetail(place, locale)}</span>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Results({ search, query, all }: { search: DealerSearch; query: string; all: boolean }) {
  const { t, locale } = useTranslation()
  const headingId = useId()
  const config = useRootData()?.config
  const hydrated = useHydrated()
  const heading = summary(t, locale, search, all)
  if (search.status === 'none') {
    return (
      <div className="flex flex-col gap-6">
        <EmptyState
          role={undefined}
          title={heading}
          description={t('dealers.noneHint')}
          headingLevel={2}
        />
        <p>
          <Button asChild variant="outline">
            <Link to={searchHref({ all: '1' })} preventScrollReset>
              {t('dealers.showAll')}
            </Link>
          </Button>
        </p>
      </div>
    )
  }
  if (search.status === 'ambiguous') {
    return (
      <div className="flex flex-col gap-4">
        <PlaceChoices places={search.choices} query={query} label={heading} />
        {search.more ? <p className="text-sm text-muted-foreground">{t('dealers.more')}</p> : null}
      </div>
    )
  }
  if (search.status === 'all') {
    return (
      <div className="flex flex-col gap-6">
        <Heading id={headingId} level={2} size="2xl">
          {heading}
        </Heading>
        <DealerList labelledBy={headingId} dealers={search.dealers} />
      </div>
    )
  }
  const { place, dealers, total, others } = search
  return (
    <div className="flex flex-col gap-6">
      <Heading id={headingId} level={2} size="2xl">
        {heading}
      </Heading>
      <DealerSearchNotes search={search} />
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
      <DealerList labelledBy={headingId} dealers={dealers} />
      {!all && total > dealers.length ? (
        <p>
          <Button asChild variant="outline">
            <Link to={searchHref({ q: query, place: place.id, all: '1' })} preventScrollReset>
              {t('dealers.showAll')}
            </Link>
          </Button>
        </p>
      ) : null}
      {others.length > 0 ? (
        <PlaceChoices places={others} query={query} label={t('dealers.others')} />
      ) : null}
    </div>
  )
}

function DealerList({
  labelledBy,
  dealers,
}: {
  labelledBy: string
  dealers: Extract<DealerSearch, { status: 'all' }>['dealers']
}) {
  return (
    <ol aria-labelledby={labelledBy} className="flex flex-col gap-4">
      {dealers.map((dealer) => (
        <li key={dealer.id}>
          <DealerCard dealer={dealer} />
        </li>
      ))}
    </ol>
  )
}
