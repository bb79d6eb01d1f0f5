import type { CoverColor, StairType } from '@lamella/i18n'
import { coverColorTokens } from '@lamella/ui'
import { useId } from 'react'

/** A point in metres: x along the pool's length from the stair end, y across its width. */
type Point = readonly [number, number]

/** One flight of a stair, in metres, with the lines of its treads. */
export interface StairShape {
  outline: readonly Point[]
  treads: readonly (readonly [Point, Point])[]
}

/** Drawing units per metre: the whole view is drawn to this one scale. */
export const UNITS_PER_METRE = 40
const COPING = 0.3
const SLAT = 0.25
/** Room kept free along every edge of the view, in drawing units. */
const PAD = 8
/** From the coping to a measure's line, and from that line to its label. */
const MEASURE_GAP = 20
const LABEL_GAP = 12
/** The labels' size as a share of the view's width: they read alike on every pool. */
const FONT_SHARE = 0.04
/** How far a digit reaches above its baseline, as a share of the font size, with room to spare. */
const ASCENT = 0.8

/**
 * How wide a bold label is, in ems, measured generously: every character is counted at least as
 * wide as in DejaVu Sans Bold, the widest of the common system sans-serifs, so a label fits the
 * room kept for it whatever font the visitor's system draws it in.
 */
function labelEms(text: string): number {
  let ems = 0
  for (const char of text) {
    if (/\d/.test(char)) ems += 0.7
    else if (char === 'm' || char === 'M' || char === 'W' || char === 'w') ems += 1.1
    else if (/[.,'’]/.test(char)) ems += 0.4
    else if (/\s/.test(char)) ems += 0.35
    else if (/\p{L}/u.test(char)) ems += 0.8
    else ems += 1
  }
  return ems
}

interface TopViewLayout {
  /** The whole view, in drawing units. */
  width: number
  height: number
  /** Where the water of the largest pool starts (its top left corner). */
  origin: Point
  fontSize: number
}

/**
 * The view's size, sized once per pool line: the largest pool it can show, with room on top for
 * the length's label and on the right for the widest width label a size in the line's range can
 * have (all its whole metres and two decimals, in the visitor's number format). Typing another
 * size never changes it, so the picture never changes size on the page.
 */
function topViewLayout(
  extent: { length: number; width: number },
  formatMetres: (value: number) => string,
): TopViewLayout {
  const u = UNITS_PER_METRE
  const ems = labelEms(formatMetres(Math.floor(extent.width) + 0.88))
  const inner = { width: (extent.length + 2 * COPING) * u, height: (extent.width + 2 * COPING) * u }
  // The font is a share of the whole width, which holds the label in that font: solve for it.
  const withoutLabel = PAD + inner.width + MEASURE_GAP + LABEL_GAP + PAD
  const fontSize = (FONT_SHARE * withoutLabel) / (1 - FONT_SHARE * ems)
  const top = PAD + ASCENT * fontSize + LABEL_GAP + MEASURE_GAP
  return {
    width: withoutLabel + ems * fontSize,
    height: top + inner.height + PAD,
    origin: [PAD + COPING * u, top + COPING * u],
    fontSize,
  }
}

const clampTo = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** A rectangular flight against the stair end, `size` metres deep, from `y0` to `y1` across. */
function flight(y0: number, y1: number, depth: number, steps: number): StairShape {
  const treads = Array.from({ length: steps - 1 }, (_, index): readonly [Point, Point] => {
    const x = (depth / steps) * (index + 1)
    return [
      [x, y0],
      [x, y1],
    ]
  })
  return {
    outline: [
      [0, y0],
      [depth, y0],
      [depth, y1],
      [0, y1],
    ],
    treads,
  }
}

/** A lounge: a corner flight that wraps along the long wall too, wider than it is deep. */
function lounge(side: 'left' | 'right', width: number): StairShape {
  const across = Math.min(2.2, width * 0.55)
  return side === 'left' ? flight(0, across, 1.6, 3) : flight(width - across, width, 1.6, 3)
}

/**
 * Where each stair type sits, in metres, in a pool `width` metres wide: always at the shallow end
 * (x = 0); 'left' is the top edge of the drawing, the left hand of a swimmer facing the pool.
 */
export function stairShapes(stair: StairType, width: number): StairShape[] {
  const corner = Math.min(1.5, width / 2)
  switch (stair) {
    case 'stair_classic':
      // The classic corner staircase: three treads in the left corner.
      return [flight(0, corner, corner, 3)]
    case 'stair_essential':
      return [flight(0, Math.min(1, width / 3), 0.9, 2)]
    case 'stair_left':
      return [flight(0, corner, 1.2, 4)]
    case 'stair_right':
      return [flight(width - corner, width, 1.2, 4)]
    case 'stair_oblique': {
      // Treads cut diagonally across the left corner.
      const leg = Math.min(2, width * 0.6)
      return [
        {
          outline: [
            [0, 0],
            [leg, 0],
            [0, leg],
          ],
          treads: [1 / 3, 2 / 3].map((part): readonly [Point, Point] => [
            [leg * part, 0],
            [0, leg * part],
          ]),
        },
      ]
    }
    case 'stair_lounge': {
      const across = width * 0.6
      return [flight((width - across) / 2, (width + across) / 2, 1.4, 3)]
    }
    case 'stair_left_lounge':
      return [lounge('left', width)]
    case 'stair_right_lounge':
      return [lounge('right', width)]
    case 'stair_both_lounge':
      return [lounge('left', width), lounge('right', width)].map((shape) => ({
        ...shape,
        // Two lounges must leave water between them.
        outline: shape.outline.map(([x, y]): Point => [x, clampTo(y, 0, width)]),
      }))
    case 'wide_lounge':
      return [flight(0, width, 1.8, 4)]
  }
}

/** How far the stairs reach into the pool: where the cover can start. */
export function stairDepth(shapes: readonly StairShape[]): number {
  return Math.max(0, ...shapes.flatMap((shape) => shape.outline.map(([x]) => x)))
}

export interface PoolTopViewProps {
  /** metres; drawn to scale within the extents */
  length: number
  width: number
  /** The largest pool the view must hold (the line's maxima), so sizes compare across edits. */
  extent: { length: number; width: number }
  stair: StairType | null
  color: CoverColor | null
  /** A measure as the visitor reads it ("10,5 m"). */
  formatMetres: (value: number) => string
  /** What the picture shows, for screen readers. */
  description: string
  className?: string
}

const points = (shape: readonly Point[], scale: (point: Point) => Point) =>
  shape
    .map(scale)
    .map(([x, y]) => `${x},${y}`)
    .join(' ')

/**
 * The configured pool seen from above, to scale: the water, the stair at the shallow end, the
 * cover's slats in their colour over the rest, and the length and width measured.
 */
export function PoolTopView({
  length,
  width,
  extent,
  stair,
  color,
  formatMetres,
  description,
  className,
}: PoolTopViewProps) {
  const titleId = useId()
  const u = UNITS_PER_METRE
  const layout = topViewLayout(extent, formatMetres)
  // A smaller pool sits centred where the largest one would be, so it looks smaller.
  const left = layout.origin[0] + ((extent.length - length) * u) / 2
  const top = layout.origin[1] + ((extent.width - width) * u) / 2
  const at = ([x, y]: Point): Point => [left + x * u, top + y * u]
  const shapes = stair ? stairShapes(stair, width) : []
  const coverFrom = stairDepth(shapes)
  const slats = Math.max(0, Math.floor((length - coverFrom) / SLAT))
  const token = color ? coverColorTokens[color] : null

  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      className={className}
      data-testid="pool-top-view"
      data-stair={stair ?? undefined}
    >
      <title id={titleId}>{description}</title>
      <rect
        x={left - COPING * u}
        y={top - COPING * u}
        width={(length + 2 * COPING) * u}
        height={(width + 2 * COPING) * u}
        rx={4}
        fill="#e7e2d8"
        stroke="#b9b2a5"
      />
      <rect
        data-part="water"
        x={left}
        y={top}
        width={length * u}
        height={width * u}
        fill="#6fb3d9"
      />
      {shapes.map((shape, index) => (
        <g key={index} data-part="stair">
          <polygon
            points={points(shape.outline, at)}
            fill="#a9d6ee"
            stroke="#ffffff"
            strokeWidth={2}
          />
          {shape.treads.map(([from, to], tread) => {
            const [x1, y1] = at(from)
            const [x2, y2] = at(to)
            return (
              <line
                key={tread}
                x1={x1}
                y1={y1}
                x2={x2}
                y2={y2}
                stroke="#ffffff"
                strokeWidth={1.5}
              />
            )
          })}
        </g>
      ))}
      {token ? (
        <g data-part="cover" fill={token.hex} fillOpacity={token.opacity}>
          {Array.from({ length: slats }, (_, index) => (
            <rect
              key={index}
              x={left + (length - (index + 1) * SLAT) * u + 0.5}
              y={top + 1}
              width={SLAT * u - 1}
              height={width * u - 2}
              stroke="#1d2a36"
              strokeOpacity={0.18}
            />
          ))}
        </g>
      ) : null}
      <Measure
        from={[left, top - COPING * u - MEASURE_GAP]}
        to={[left + length * u, top - COPING * u - MEASURE_GAP]}
        label={formatMetres(length)}
        fontSize={layout.fontSize}
        part="length"
      />
      <Measure
        from={[left + length * u + COPING * u + MEASURE_GAP, top]}
        to={[left + length * u + COPING * u + MEASURE_GAP, top + width * u]}
        label={formatMetres(width)}
        fontSize={layout.fontSize}
        part="width"
      />
    </svg>
  )
}

function Measure({
  from,
  to,
  label,
  fontSize,
  part,
}: {
  from: Point
  to: Point
  label: string
  fontSize: number
  part: 'length' | 'width'
}) {
  const [x1, y1] = from
  const [x2, y2] = to
  const vertical = x1 === x2
  const midX = (x1 + x2) / 2
  const midY = (y1 + y2) / 2
  const tick = 6
  return (
    <g data-part={`measure-${part}`} stroke="#3d4852" fill="#1d2a36">
      <line x1={x1} y1={y1} x2={x2} y2={y2} strokeWidth={1.25} />
      {vertical ? (
        <>
          <line x1={x1 - tick} y1={y1} x2={x1 + tick} y2={y1} />
          <line x1={x2 - tick} y1={y2} x2={x2 + tick} y2={y2} />
        </>
      ) : (
        <>
          <line x1={x1} y1={y1 - tick} x2={x1} y2={y1 + tick} />
          <line x1={x2} y1={y2 - tick} x2={x2} y2={y2 + tick} />
        </>
      )}
      <text
        x={vertical ? midX + LABEL_GAP : midX}
        y={vertical ? midY : midY - LABEL_GAP}
        stroke="none"
        fontSize={fontSize}
        fontWeight={600}
        textAnchor={vertical ? 'start' : 'middle'}
        dominantBaseline={vertical ? 'middle' : 'auto'}
      >
        {label}
      </text>
    </g>
  )
}

/** A small drawing of where a stair sits, for the stair choices; decorative, the label names it. */
export function StairPictogram({ stair }: { stair: StairType }) {
  const length = 6
  const width = 3.5
  const u = 10
  const at = ([x, y]: Point): Point => [2 + x * u, 2 + y * u]
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${length * u + 4} ${width * u + 4}`}
      // Wider than the card's square icon slot: as wide as the slot, not as high.
      className="w-14! h-auto!"
    >
      <rect x={2} y={2} width={length * u} height={width * u} rx={2} fill="#6fb3d9" />
      {stairShapes(stair, width).map((shape, index) => (
        <polygon
          key={index}
          points={points(shape.outline, at)}
          fill="#dff0f9"
          stroke="#1d4f73"
          strokeWidth={1}
        />
      ))}
    </svg>
  )
}
