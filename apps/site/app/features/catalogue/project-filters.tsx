import { coverColors, coverTypes, stairTypes } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { Button, buttonVariants, ChevronDownIcon, cn, useHydrated } from '@lamella/ui'
import { useEffect, useRef } from 'react'
import { Form, Link, useLocation } from 'react-router'
import {
  facetKeys,
  selectionSearch,
  type Facet,
  type FacetKey,
  type Selection,
} from './project-facets'
import { useSafeNavigate } from '#app/shared/runtime/safe-navigate'

export interface ProjectFiltersProps {
  facets: Facet[]
  selection: Selection
}

const legends = {
  color: 'projects.filters.colors',
  type: 'projects.filters.product',
  pool: 'projects.filters.poolTypes',
  stair: 'projects.filters.stairs',
} as const satisfies Record<FacetKey, string>

/**
 * The projects filters: a plain GET form of radio groups, one per facet, each with 'all'.
 * Without JavaScript the visitor chooses and presses the submit button; with it, every change
 * applies at once through the router (no reload, scroll kept) and the button goes away. The URL
 * is the state: the loader reads it, and back and forward restore it.
 *
 * On small screens some thirty chips would push the projects a screen and a half down, so the
 * form sits in a native `<details>`, closed: its summary ("Filters (2)") opens it with or without
 * JavaScript, and the projects come first. From `md` up the summary is hidden and the form always
 * shows, through `::details-content`; a browser without that keeps the summary on every screen.
 * The server and the browser render it the same way, closed, so nothing moves on hydration.
 */
export function ProjectFilters({ facets, selection }: ProjectFiltersProps) {
  const { t } = useTranslation()
  const active = facetKeys.filter((key) => selection[key] !== undefined).length
  const panel = useRef<HTMLDetailsElement>(null)
  const hydrated = useHydrated()
  return (
    <details
      ref={panel}
      data-slot="filter-panel"
      className={cn(
        'group/filters',
        'supports-[selector(::details-content)]:md:[&::details-content]:block',
        'supports-[selector(::details-content)]:md:[&::details-content]:[content-visibility:visible]',
      )}
    >
      <summary
        className={cn(
          buttonVariants({ variant: 'outline', size: 'md' }),
          'w-full list-none [&::-webkit-details-marker]:hidden',
          'supports-[selector(::details-content)]:md:hidden',
        )}
      >
        {active > 0 ? t('filterPanel.toggleActive', { count: active }) : t('filterPanel.toggle')}
        {/* its auto margin takes the free space: the label to the start, the chevron to the end */}
        <ChevronDownIcon className="ms-auto size-5 motion-safe:transition-transform group-open/filters:rotate-180" />
      </summary>
      <div className="pt-6 supports-[selector(::details-content)]:md:pt-0">
        <FiltersForm facets={facets} selection={selection} />
        {/* With JavaScript the chips apply at once; this closes the panel over the results. */}
        {hydrated && (
          <Button
            type="button"
            variant="outline"
            className="mt-6 w-full supports-[selector(::details-content)]:md:hidden"
            onClick={() => {
              const details = panel.current
              if (!details) return
              details.open = false
              details.querySelector('summary')?.focus()
            }}
          >
            {t('projects.filters.apply')}
          </Button>
        )}
      </div>
    </details>
  )
}

function FiltersForm({ facets, selection }: ProjectFiltersProps) {
  const { t } = useTranslation()
  const navigate = useSafeNavigate()
  const { pathname } = useLocation()
  const form = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  const selected = selectionSearch(selection)

  // The radios are uncontrolled, so a click shows at once; when the URL changes under them
  // (back, forward, 'clear filters'), they follow it without remounting and losing focus.
  useEffect(() => {
    for (const input of form.current?.querySelectorAll('input[type=radio]') ?? []) {
      const key = facetKeys.find((known) => known === input.getAttribute('name'))
      if (key && input instanceof HTMLInputElement) {
        input.checked = (selection[key] ?? '') === input.value
      }
    }
    // `selected` is the selection as text: one dependency that changes exactly when it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected])

  const apply = (target: HTMLFormElement) => {
    const data = new FormData(target)
    const next: Selection = {}
    for (const key of facetKeys) {
      const value = data.get(key)
      if (typeof value === 'string' && value !== '') next[key] = value
    }
    // Filtering starts again at the first page; empty filters stay out of the URL.
    void navigate(pathname + selectionSearch(next), { preventScrollReset: true })
  }

  return (
    <Form
      ref={form}
      method="get"
      action={pathname}
      preventScrollReset
      aria-label={t('projects.filters.label')}
      data-testid="project-filters"
      className="flex flex-col gap-6"
      onChange={(event) => apply(event.currentTarget)}
      onSubmit={(event) => {
        event.preventDefault()
        apply(event.currentTarget)
      }}
    >
      {facets.map((facet) => (
        <fieldset key={facet.key} className="flex flex-col gap-3" data-facet={facet.key}>
          <legend className="mb-3 text-xs font-semibold tracking-widest text-muted-foreground uppercase">
            {t(legends[facet.key])}
          </legend>
          <div className="flex flex-wrap gap-2">
            <FilterChip
              name={facet.key}
              value=""
              label={t('projects.filterAll')}
              count={facet.all}
              checked={!selection[facet.key]}
            />
            {facet.options.map((option) => {
              const checked = selection[facet.key] === option.value
              return (
                <FilterChip
                  key={option.value}
                  name={facet.key}
                  value={option.value}
                  label={option.label ?? optionLabel(t, facet.key, option.value)}
                  count={option.count}
                  checked={checked}
                  // Nothing to find there under the other filters; the chosen one stays usable.
                  disabled={option.count === 0 && !checked}
                />
              )
            })}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-4">
        {!hydrated && <Button type="submit">{t('projects.filters.apply')}</Button>}
        {selected && (
          <Button asChild variant="link" size="sm">
            <Link to={pathname} preventScrollReset>
              {t('projects.filters.clear')}
            </Link>
          </Button>
        )}
      </div>
    </Form>
  )
}

type T = ReturnType<typeof useTranslation>['t']

/** The translated name of an enumeration value (pools bring their own names). */
function optionLabel(t: T, key: FacetKey, value: string): string {
  const colour = key === 'color' && coverColors.find((known) => known === value)
  if (colour) return t(`colors.${colour}`)
  const type = key === 'type' && coverTypes.find((known) => known === value)
  if (type) return t(`coverTypes.${type}`)
  const stair = key === 'stair' && stairTypes.find((known) => known === value)
  if (stair) return t(`stairs.${stair}`)
  return value
}

function FilterChip({
  name,
  value,
  label,
  count,
  checked,
  disabled,
}: {
  name: string
  value: string
  label: string
  count: number
  checked: boolean
  disabled?: boolean
}) {
  const { t } = useTranslation()
  return (
    <label
      data-slot="filter-chip"
      className={cn(
        'inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-input bg-background px-4 text-sm font-medium text-ink-800',
        'transition-colors hover:border-ink-700 hover:text-foreground',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
        'has-[:checked]:border-ink-950 has-[:checked]:bg-ink-950 has-[:checked]:text-white',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:disabled]:hover:border-input',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        defaultChecked={checked}
        disabled={disabled}
        className="sr-only"
      />
      {label}{' '}
      <span
        aria-hidden="true"
        className="inline-flex min-w-6 items-center justify-center rounded-full bg-ink-100 px-1.5 text-xs text-ink-700 tabular-nums"
      >
        {count}
      </span>{' '}
      <span className="sr-only">{t('projects.filters.matches', { count })}</span>
    </label>
  )
}
