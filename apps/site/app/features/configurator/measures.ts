import { formatNumber, type Locale, type Translate } from '@lamella/i18n'
import { parseNumberInput } from '@lamella/ui'

/** A measure in metres as the visitor reads it: "10,5 m" in Dutch, "10.5 m" in English. */
export function metresOf(locale: Locale, t: Translate) {
  return (value: number) =>
    t('pools.units.metres', { value: formatNumber(locale, value, { maximumFractionDigits: 2 }) })
}

/** What a length or width field holds: `undefined` when empty, `NaN` when not a number. */
export const numberOf = (value: string | undefined) => parseNumberInput(value ?? '', 'float')
