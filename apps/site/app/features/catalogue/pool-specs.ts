import type { PoolSummary } from '@lamella/cms'
import { formatNumber, type Locale, type Translate } from '@lamella/i18n'

/** One row of a pool's specifications: its label and its value, both in the visitor's language. */
export interface Spec {
  key: string
  label: string
  value: string
}

/** Metres with the locale's decimals and unit ("1,5 m" in nl, "1.5 m" in en). */
export function formatMetres(locale: Locale, value: number): string {
  return formatNumber(locale, value, { style: 'unit', unit: 'meter', maximumFractionDigits: 2 })
}

/** Cubic metres: Intl has no volume unit, so the number is formatted and the catalogue adds m³. */
export function formatCubicMetres(locale: Locale, t: Translate, value: number): string {
  return t('pools.units.cubicMetres', {
    value: formatNumber(locale, value, { maximumFractionDigits: 1 }),
  })
}

type PoolFigures = Pick<
  PoolSummary,
  | 'depth'
  | 'length'
  | 'width'
  | 'volume'
  | 'coverIntegration'
  | 'safetyRim'
  | 'stairs'
  | 'standingLedge'
>

/**
 * The specifications table of a pool detail, in a fixed order: sizes in
 * metres, volume in m³, yes/no for the features, the stair by its translated name. A figure the
 * CMS leaves empty is left out rather than shown as 0.
 */
export function poolSpecs(pool: PoolFigures, locale: Locale, t: Translate): Spec[] {
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'))
  const rows: (Spec | null)[] = [
    pool.depth === null
      ? null
      : { key: 'depth', label: t('pools.depth'), value: formatMetres(locale, pool.depth) },
    pool.length === null
      ? null
      : { key: 'length', label: t('pools.length'), value: formatMetres(locale, pool.length) },
    pool.width === null
      ? null
      : { key: 'width', label: t('pools.width'), value: formatMetres(locale, pool.width) },
    pool.volume === null
      ? null
      : {
          key: 'volume',
          label: t('pools.volume'),
          value: formatCubicMetres(locale, t, pool.volume),
        },
    {
      key: 'integration',
      label: t('pools.integration', { product: t('pools.integrationProduct') }),
      value: yesNo(pool.coverIntegration),
    },
    { key: 'safetyRim', label: t('pools.safetyRim'), value: yesNo(pool.safetyRim) },
    pool.stairs === null
      ? null
      : { key: 'stairs', label: t('pools.stairs'), value: t(`stairs.${pool.stairs}`) },
    { key: 'standingLedge', label: t('pools.standingLedge'), value: yesNo(pool.standingLedge) },
  ]
  return rows.filter((row): row is Spec => row !== null)
}

/** What a pool card shows under its name: length × width, depth and volume. */
export function poolKeyFigures(pool: PoolFigures, locale: Locale, t: Translate): string[] {
  const figures: string[] = []
  if (pool.length !== null && pool.width !== null) {
    figures.push(
      t('pools.units.dimensions', {
        length: formatNumber(locale, pool.length, { maximumFractionDigits: 2 }),
        width: formatNumber(locale, pool.width, { maximumFractionDigits: 2 }),
      }),
    )
  }
  if (pool.depth !== null) figures.push(`${t('pools.depth')} ${formatMetres(locale, pool.depth)}`)
  if (pool.volume !== null) figures.push(formatCubicMetres(locale, t, pool.volume))
  return figures
}
