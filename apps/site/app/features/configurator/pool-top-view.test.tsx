import { coverColorTokens } from '@lamella/ui'
import { localeCodes, stairTypes, type StairType } from '@lamella/i18n'
import { translatorFor } from '@lamella/i18n/server'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { metresOf } from './measures'
import { PoolTopView, stairDepth, stairShapes, UNITS_PER_METRE } from './pool-top-view'

const width = 4
const ys = (stair: StairType) =>
  stairShapes(stair, width).flatMap((shape) => shape.outline.map(([, y]) => y))
const touchesLeft = (stair: StairType) => ys(stair).some((y) => y === 0)
const touchesRight = (stair: StairType) => ys(stair).some((y) => y === width)

describe('stairShapes', () => {
  it.each(stairTypes)('puts %s inside the pool, at the shallow end', (stair) => {
    const shapes = stairShapes(stair, width)
    expect(shapes.length).toBeGreaterThan(0)
    for (const shape of shapes) {
      expect(shape.outline.some(([x]) => x === 0)).toBe(true)
      for (const [x, y] of shape.outline) {
        expect(x).toBeGreaterThanOrEqual(0)
        expect(x).toBeLessThanOrEqual(2)
        expect(y).toBeGreaterThanOrEqual(0)
        expect(y).toBeLessThanOrEqual(width)
      }
    }
  })

  it('puts left stairs in the left corner and right stairs in the right one', () => {
    for (const stair of [
      'stair_left',
      'stair_left_lounge',
      'stair_classic',
      'stair_oblique',
    ] as const) {
      expect([stair, touchesLeft(stair), touchesRight(stair)]).toEqual([stair, true, false])
    }
    for (const stair of ['stair_right', 'stair_right_lounge'] as const) {
      expect([stair, touchesLeft(stair), touchesRight(stair)]).toEqual([stair, false, true])
    }
  })

  it('spans the whole width for the wide lounge, both corners for the double lounge', () => {
    const [wide] = stairShapes('wide_lounge', width)
    expect(new Set(wide?.outline.map(([, y]) => y))).toEqual(new Set([0, width]))
    expect(stairShapes('stair_both_lounge', width)).toHaveLength(2)
    expect([touchesLeft('stair_both_lounge'), touchesRight('stair_both_lounge')]).toEqual([
      true,
      true,
    ])
  })

  it('centres the lounge stair and cuts the oblique one diagonally', () => {
    const lounge = ys('stair_lounge')
    expect(Math.min(...lounge) + Math.max(...lounge)).toBeCloseTo(width)
    expect(Math.min(...lounge)).toBeGreaterThan(0)
    const [oblique] = stairShapes('stair_oblique', width)
    expect(oblique?.outline).toHaveLength(3)
  })

  it('tells how far the stairs reach, where the cover starts', () => {
    expect(stairDepth(stairShapes('wide_lounge', width))).toBe(1.8)
    expect(stairDepth([])).toBe(0)
  })
})

function draw(props: Partial<React.ComponentProps<typeof PoolTopView>> = {}) {
  return render(
    <PoolTopView
      length={10}
      width={4}
      extent={{ length: 14, width: 6 }}
      stair="stair_left"
      color="blue"
      formatMetres={(value) => `${String(value).replace('.', ',')} m`}
      description="Horizon, 10 m by 4 m"
      {...props}
    />,
  )
}

const water = (container: HTMLElement) => container.querySelector('[data-part="water"]')

describe('PoolTopView', () => {
  it('is one image named by its description', () => {
    draw()
    expect(screen.getByRole('img', { name: 'Horizon, 10 m by 4 m' })).toBeInTheDocument()
  })

  it('draws the water to scale and labels both measures in the visitor’s format', () => {
    const { container, rerender } = draw({ length: 10.5, width: 4 })
    expect(Number(water(container)?.getAttribute('width'))).toBeCloseTo(10.5 * UNITS_PER_METRE)
    expect(Number(water(container)?.getAttribute('height'))).toBeCloseTo(4 * UNITS_PER_METRE)
    expect(container.querySelector('[data-part="measure-length"]')).toHaveTextContent('10,5 m')
    expect(container.querySelector('[data-part="measure-width"]')).toHaveTextContent('4 m')
    // Half the length is half as long in the same view: the view is sized by the line's maxima.
    rerender(
      <PoolTopView
        length={5.25}
        width={4}
        extent={{ length: 14, width: 6 }}
        stair="stair_left"
        color="blue"
        formatMetres={String}
        description="d"
      />,
    )
    expect(Number(water(container)?.getAttribute('width'))).toBeCloseTo(5.25 * UNITS_PER_METRE)
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toMatch(/^0 0 /)
  })

  it('draws the slats in the chosen colour from the stair to the far end', () => {
    const { container } = draw({ color: 'volcano_grey', stair: 'wide_lounge', length: 10 })
    const cover = container.querySelector('[data-part="cover"]')
    expect(cover?.getAttribute('fill')).toBe(coverColorTokens.volcano_grey.hex)
    // 10 m less the 1.8 m lounge, in 25 cm slats.
    expect(cover?.querySelectorAll('rect')).toHaveLength(32)
  })

  it('draws translucent colours translucent, and no cover before a colour is chosen', () => {
    const translucent = draw({ color: 'transparent_blue' }).container
    expect(translucent.querySelector('[data-part="cover"]')?.getAttribute('fill-opacity')).toBe(
      String(coverColorTokens.transparent_blue.opacity),
    )
    const bare = draw({ color: null }).container
    expect(bare.querySelector('[data-part="cover"]')).toBeNull()
  })

  it.each(stairTypes)('draws %s', (stair) => {
    const { container } = draw({ stair })
    expect(container.querySelector('svg')).toHaveAttribute('data-stair', stair)
    expect(container.querySelectorAll('[data-part="stair"]').length).toBe(
      stairShapes(stair, 4).length,
    )
  })
})

/**
 * The advance widths of DejaVu Sans Bold (Debian's sans-serif, what the screenshots show), in
 * ems, read from the font file: the widest of the common system fonts for these characters.
 */
const dejaVuBold: Record<string, number> = {
  digit: 0.696,
  m: 1.042,
  ',': 0.38,
  '.': 0.38,
  ' ': 0.348,
  '\u00a0': 0.348,
}

function drawnWidth(text: string, fontSize: number) {
  let ems = 0
  for (const char of text) {
    const width = /\d/.test(char) ? dejaVuBold.digit : dejaVuBold[char]
    if (width === undefined) throw new Error(`No width for ${JSON.stringify(char)} in "${text}"`)
    ems += width
  }
  return ems * fontSize
}

/** Where a measure's label is drawn, as a box in drawing units. */
function labelBox(container: HTMLElement, part: 'length' | 'width') {
  const text = container.querySelector(`[data-part="measure-${part}"] text`)
  if (!text) throw new Error(`No ${part} label`)
  const x = Number(text.getAttribute('x'))
  const y = Number(text.getAttribute('y'))
  const fontSize = Number(text.getAttribute('font-size'))
  const width = drawnWidth(text.textContent ?? '', fontSize)
  const start = text.getAttribute('text-anchor') === 'middle' ? x - width / 2 : x
  // Digits rise about 0.73 em above the baseline; the width label is centred on its line.
  const top = part === 'length' ? y - 0.73 * fontSize : y - 0.5 * fontSize
  return { left: start, right: start + width, top, bottom: top + 0.73 * fontSize }
}

describe('PoolTopView’s measures', () => {
  // The seeded lines' ranges, and a larger one than any of them.
  const ranges = [
    { length: [8, 14], width: [3.5, 6] },
    { length: [6, 10], width: [3, 5] },
    { length: [5, 9], width: [3, 4.5] },
    { length: [4, 7], width: [2.5, 3.5] },
    { length: [10, 25], width: [4, 12.5] },
  ]
  // The widest labels have two decimals; the rightmost width label belongs to the longest pool.
  const sizes = (min: number, max: number) =>
    [
      min,
      max,
      Math.round((max - 0.01) * 100) / 100,
      Math.round((min + max) * 50 + 0.25) / 100,
    ].filter((size) => size >= min && size <= max)

  it.each(localeCodes)(
    'keeps both labels inside the view for every size of every line, in %s',
    (locale) => {
      const metres = metresOf(locale, translatorFor(locale))
      for (const range of ranges) {
        const extent = { length: range.length[1]!, width: range.width[1]! }
        for (const length of sizes(range.length[0]!, range.length[1]!)) {
          for (const width of sizes(range.width[0]!, range.width[1]!)) {
            const { container, unmount } = render(
              <PoolTopView
                length={length}
                width={width}
                extent={extent}
                stair="stair_classic"
                color={null}
                formatMetres={metres}
                description="d"
              />,
            )
            const [, , viewWidth, viewHeight] = (
              container.querySelector('svg')?.getAttribute('viewBox') ?? ''
            )
              .split(' ')
              .map(Number)
            for (const part of ['length', 'width'] as const) {
              const box = labelBox(container, part)
              const where = `${part} label of ${length} × ${width} in ${JSON.stringify(extent)}`
              expect(box.left, where).toBeGreaterThanOrEqual(0)
              expect(box.right, where).toBeLessThanOrEqual(viewWidth!)
              expect(box.top, where).toBeGreaterThanOrEqual(0)
              expect(box.bottom, where).toBeLessThanOrEqual(viewHeight!)
            }
            unmount()
          }
        }
      }
    },
  )

  it('sizes the view by the line alone, so typing never changes the picture’s shape', () => {
    const viewBox = (length: number, width: number) =>
      draw({ length, width, extent: { length: 14, width: 6 } })
        .container.querySelector('svg')
        ?.getAttribute('viewBox')
    expect(viewBox(8, 3.5)).toBe(viewBox(14, 6))
    expect(viewBox(12.25, 4.25)).toBe(viewBox(14, 6))
  })
})
