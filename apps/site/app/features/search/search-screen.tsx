import { useTranslation } from '@lamella/i18n/react'
import { Button, Container, EmptyState, Heading, Input, SearchIcon, Section } from '@lamella/ui'
import { useId } from 'react'
import { Form, Link } from 'react-router'
import type { SearchResults, SearchResultItem } from './search.server'

type Translate = ReturnType<typeof useTranslation>['t']

/**
 * The site search: its GET form, then what it found. One polite status region says how many
 * results there are (or that a search is under way), so that a screen reader hears the answer
 * without moving to it.
 */
export function SearchScreen({
  query,
  results,
  loading = false,
  maxQuery,
}: {
  query: string
  results: SearchResults | null
  loading?: boolean
  maxQuery: number
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const inputId = useId()
  return (
    <Section spacing="md" className="pt-12 sm:pt-16" aria-labelledby={titleId}>
      <Container size="prose">
        <Heading id={titleId} level={1} className="mb-4 wrap-break-word hyphens-auto">
          {results ? t('search.resultsTitle', { query: results.query }) : t('search.title')}
        </Heading>
        <p className="mb-8 text-muted-foreground">{t('search.description')}</p>
        <Form
          method="get"
          role="search"
          className="mb-10 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          {/* A plain label, not Field: the form has no validation to show, and Field's parts
              would be the only script this page adds to what every content page loads. */}
          <div className="flex grow flex-col gap-2">
            <label
              htmlFor={inputId}
              className="w-fit text-sm leading-5 font-medium text-foreground"
            >
              {t('search.label')}
            </label>
            <Input
              key={query}
              id={inputId}
              type="search"
              name="q"
              defaultValue={query}
              maxLength={maxQuery}
              autoComplete="off"
              enterKeyHint="search"
            />
          </div>
          <Button type="submit" disabled={loading}>
            <SearchIcon className="size-4" />
            {t('search.submit')}
          </Button>
        </Form>
        <div aria-busy={loading || undefined} className={loading ? 'opacity-60' : undefined}>
          <p
            role="status"
            aria-live="polite"
            className={results?.items.length ? 'mb-6 font-medium' : 'sr-only'}
          >
            {loading ? t('search.loading') : summary(t, results)}
          </p>
          {results && results.items.length > 0 ? <ResultList items={results.items} /> : null}
          {results && results.total > results.items.length ? (
            <p className="mt-8 text-muted-foreground">
              {t('search.shown', { shown: results.items.length })}
            </p>
          ) : null}
          {results && results.items.length === 0 ? (
            <EmptyState
              role={undefined}
              title={t('search.none', { query: results.query })}
              description={t('search.noneHint')}
              icon={<SearchIcon />}
            />
          ) : null}
        </div>
      </Container>
    </Section>
  )
}

/** What the status region says: the count, that nothing was found, or what to do. */
function summary(t: Translate, results: SearchResults | null): string {
  if (!results) return t('search.empty')
  if (results.items.length === 0) return t('search.none', { query: results.query })
  return t('search.found', { count: results.total, query: results.query })
}

function ResultList({ items }: { items: SearchResultItem[] }) {
  const { t } = useTranslation()
  return (
    <ol className="flex flex-col divide-y divide-border border-y border-border">
      {items.map((item) => (
        <li key={item.key} className="py-5">
          <article className="flex flex-col gap-1.5">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {t(`search.types.${item.type}`)}
            </p>
            <Heading level={2} size="lg" className="wrap-break-word">
              <Link
                to={item.path}
                className="text-primary underline-offset-4 hover:underline focus-visible:underline"
              >
                {item.title}
              </Link>
            </Heading>
            {item.snippet.length > 0 ? (
              <p className="text-pretty text-ink-700">
                {item.snippet.map((part, index) =>
                  part.match ? (
                    <mark
                      key={index}
                      className="rounded-xs bg-brand-50 px-0.5 font-medium text-foreground"
                    >
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )}
              </p>
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  )
}
