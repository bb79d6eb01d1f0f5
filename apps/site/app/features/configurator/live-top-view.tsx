import { useTranslation } from '@lamella/i18n/react'
import { isCoverColor, isStairType, type PoolLine, type RawConfiguration } from './configuration'
import { metresOf, numberOf } from './measures'
import { PoolTopView } from './pool-top-view'

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/**
 * The top view of what the visitor has chosen so far, following every keystroke. A size outside
 * the line's range is drawn at the nearest size in it; the field's message says why.
 */
export function LiveTopView({
  line,
  values,
  className,
}: {
  line: PoolLine
  values: RawConfiguration
  className: string
}) {
  const { t, locale } = useTranslation()
  const metres = metresOf(locale, t)
  const size = (name: 'length' | 'width') => {
    const typed = numberOf(values[name])
    const range = line[name]
    return typed !== undefined && Number.isFinite(typed)
      ? clamp(typed, range.min, range.max)
      : range.default
  }
  const length = size('length')
  const width = size('width')
  const stair =
    isStairType(values.stair) && line.stairs.includes(values.stair) ? values.stair : line.stairs[0]
  const color = isCoverColor(values.color) ? values.color : null
  if (!stair) return null
  const described = {
    pool: line.title,
    length: metres(length),
    width: metres(width),
    stair: t(`stairs.${stair}`),
  }
  return (
    <PoolTopView
      length={length}
      width={width}
      extent={{ length: line.length.max, width: line.width.max }}
      stair={stair}
      color={color}
      formatMetres={metres}
      description={
        color
          ? t('configurator.topViewDescription', { ...described, color: t(`colors.${color}`) })
          : t('configurator.topViewUncovered', described)
      }
      className={className}
    />
  )
}
