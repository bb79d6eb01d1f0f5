import { formatNumber } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { Heading } from '@lamella/ui'
import { Link, useLocation } from 'react-router'
import {
  configurationSteps,
  findLine,
  isCoverColor,
  isStairType,
  stepSearch,
  type ConfigurationStep,
  type PoolLine,
  type RawConfiguration,
} from './configuration'
import { numberOf } from './measures'

/** 'Chosen configuration': what each finished step chose, with a link back to change it. */
export function Summary({
  lines,
  raw,
  step,
}: {
  lines: readonly PoolLine[]
  raw: RawConfiguration
  step: ConfigurationStep
}) {
  const { t, locale } = useTranslation()
  const { pathname } = useLocation()
  const current = configurationSteps.indexOf(step)
  const line = findLine(lines, raw.pool)
  const length = numberOf(raw.length)
  const width = numberOf(raw.width)
  const rows: { step: ConfigurationStep; label: string; value: string | null }[] = [
    { step: 'pool', label: t('configurator.fields.pool'), value: line?.title ?? null },
    {
      step: 'color',
      label: t('configurator.fields.color'),
      value: isCoverColor(raw.color) ? t(`colors.${raw.color}`) : null,
    },
    {
      step: 'dimensions',
      label: t('configurator.fields.dimensions'),
      value:
        length !== undefined && width !== undefined && Number.isFinite(length + width)
          ? t('pools.units.dimensions', {
              length: formatNumber(locale, length, { maximumFractionDigits: 2 }),
              width: formatNumber(locale, width, { maximumFractionDigits: 2 }),
            })
          : null,
    },
    {
      step: 'stair',
      label: t('configurator.fields.stair'),
      value: isStairType(raw.stair) ? t(`stairs.${raw.stair}`) : null,
    },
  ]
  return (
    <section
      aria-labelledby="configurator-summary-title"
      className="rounded-lg border border-border p-5"
    >
      <Heading level={2} size="sm" id="configurator-summary-title" className="mb-4">
        {t('configurator.chosenConfiguration')}
      </Heading>
      <dl className="flex flex-col divide-y divide-border" data-testid="configurator-summary">
        {rows.map((row) => {
          // Only finished steps are known to be valid; later values may be stale.
          const done = configurationSteps.indexOf(row.step) < current
          return (
            <div
              key={row.step}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
            >
              <dt className="text-sm text-muted-foreground">{row.label}</dt>
              <dd className="flex items-baseline gap-3 font-medium">
                <span>{done && row.value ? row.value : t('configurator.notChosen')}</span>
                {done ? (
                  <Link
                    to={pathname + stepSearch(row.step, raw)}
                    className="text-sm font-normal text-primary underline underline-offset-4"
                  >
                    {t('configurator.change')}
                    <span className="sr-only">: {row.label}</span>
                  </Link>
                ) : null}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
