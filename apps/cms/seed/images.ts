/**
 * Draws the demo pictures in code, so the seed needs no downloads and no binary files in git:
 * each `ImageSpec` becomes a flat SVG illustration (its motif in its palette), and sharp, which
 * ships with Directus, turns it into a JPEG. The same name always gives the same picture.
 *
 * What `colors[0..2]` paint (missing colours fall back to defaults):
 * - pool: water, terrace, coping
 * - cover, garden, hero: slats, water, terrace
 * - article: slats, background, accent
 */
import { createRequire } from 'node:module'
import type { ImageSpec } from './content/types.ts'

export const width = 1600
export const height = 1000

interface SharpImage {
  jpeg(options: { quality: number; mozjpeg?: boolean }): SharpImage
  toBuffer(): Promise<Buffer>
}

/** A small deterministic random generator (mulberry32), seeded with the image name. */
function random(seed: string): () => number {
  let state = 2166136261
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function mix(hex: string, target: string, amount: number): string {
  const parse = (value: string) => {
    const full = value.replace('#', '').padEnd(6, '0')
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16) || 0)
  }
  const from = parse(hex)
  const to = parse(target)
  const channels = from.map((channel, index) =>
    Math.round(channel + ((to[index] ?? 0) - channel) * amount),
  )
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
}
const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount)
const darken = (hex: string, amount: number) => mix(hex, '#000000', amount)

type Palette = [string, string, string]
const defaults: Palette = ['#8a8f94', '#3f9ac9', '#d9d2c4']
const lawn = '#7aa35f'

interface Box {
  x: number
  y: number
  w: number
  h: number
}

const round = (value: number) => Math.round(value * 10) / 10

/** Short white wave strokes on water, clipped to the water's box. */
function ripples(box: Box, rnd: () => number, id: string, count = 16): string {
  const waves = Array.from({ length: count }, () => {
    const length = 60 + rnd() * 170
    const x = box.x + rnd() * Math.max(box.w - length, 1)
    const y = box.y + 20 + rnd() * Math.max(box.h - 40, 1)
    const amplitude = 6 + rnd() * 8
    return `<path d="M${round(x)} ${round(y)} q${round(length / 4)} ${-round(amplitude)} ${round(length / 2)} 0 t${round(length / 2)} 0" />`
  }).join('')
  return `<clipPath id="${id}"><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="18" /></clipPath>
  <g clip-path="url(#${id})" fill="none" stroke="#ffffff" stroke-linecap="round" stroke-width="5" opacity="0.45">${waves}</g>`
}

function water(box: Box, color: string, id: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${lighten(color, 0.25)}" /><stop offset="1" stop-color="${darken(color, 0.2)}" />
  </linearGradient>
  <rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="18" fill="url(#${id})" />
  <rect x="${box.x}" y="${box.y}" width="${box.w}" height="26" rx="13" fill="#000000" opacity="0.12" />`
}

/** A paved terrace seen from above, with a strip of lawn and shrubs. */
function terrace(stone: string): string {
  const joints = Array.from({ length: 16 }, (_, index) => `M${index * 100} 160V${height}`).join('')
  const rows = Array.from({ length: 9 }, (_, index) => `M0 ${160 + index * 100}H${width}`).join('')
  return `<rect width="${width}" height="${height}" fill="${stone}" />
  <path d="${joints}${rows}" stroke="${darken(stone, 0.07)}" stroke-width="3" />
  <rect width="${width}" height="160" fill="${lawn}" />
  ${Array.from({ length: 9 }, (_, index) => `<circle cx="${90 + index * 180}" cy="70" r="${58 + (index % 3) * 10}" fill="${darken(lawn, 0.18)}" />`).join('')}`
}

function lounger(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})">
    <rect x="8" y="10" width="250" height="92" rx="16" fill="#000000" opacity="0.12" />
    <rect width="250" height="92" rx="16" fill="#ffffff" />
    <rect x="170" width="80" height="92" rx="16" fill="#f1ede6" />
  </g>`
}

const pool: Box = { x: 250, y: 250, w: 1100, h: 560 }
const poolWater: Box = { x: pool.x + 30, y: pool.y + 30, w: pool.w - 60, h: pool.h - 60 }

function poolFrame(coping = '#f7f4ee'): string {
  return `<rect x="${pool.x + 10}" y="${pool.y + 14}" width="${pool.w}" height="${pool.h}" rx="40" fill="#000000" opacity="0.1" />
  <rect x="${pool.x}" y="${pool.y}" width="${pool.w}" height="${pool.h}" rx="40" fill="${coping}" />`
}

function poolMotif([waterColor, stone, coping]: Palette, rnd: () => number): string {
  const steps = [0, 1, 2]
    .map((step) => {
      const size = 190 - step * 55
      return `<rect x="${poolWater.x}" y="${poolWater.y}" width="${size}" height="${size}" rx="18" fill="${lighten(waterColor, 0.2 + step * 0.12)}" />`
    })
    .join('')
  return `${terrace(stone)}${poolFrame(coping)}${water(poolWater, waterColor, 'water')}${steps}
  ${ripples(poolWater, rnd, 'ripples', 22)}
  ${lounger(330, 860)}${lounger(640, 860)}`
}

/** A slatted cover rolled out over most of the pool; the roller sits under a bench on the right. */
function coverMotif([slat, waterColor, stone]: Palette, rnd: () => number): string {
  const slatWidth = 46
  const open = 230
  const first = poolWater.x + open
  const end = pool.x + pool.w - 40
  const count = Math.floor((end - first) / slatWidth)
  const slats = Array.from({ length: count }, (_, index) => {
    const x = first + index * slatWidth
    return `<rect x="${x}" y="${poolWater.y}" width="${slatWidth - 4}" height="${poolWater.h}" rx="6" fill="${slat}" />
    <rect x="${x + 8}" y="${poolWater.y + 6}" width="8" height="${poolWater.h - 12}" rx="4" fill="${lighten(slat, 0.35)}" opacity="0.8" />
    <rect x="${x + slatWidth - 10}" y="${poolWater.y}" width="6" height="${poolWater.h}" fill="${darken(slat, 0.25)}" opacity="0.6" />`
  }).join('')
  const bench = darken(stone, 0.35)
  return `${terrace(stone)}${poolFrame()}${water(poolWater, waterColor, 'water')}
  ${ripples({ ...poolWater, w: open + 20 }, rnd, 'ripples', 8)}
  <rect x="${first - 6}" y="${poolWater.y}" width="10" height="${poolWater.h}" rx="5" fill="#000000" opacity="0.18" />
  ${slats}
  <rect x="${end - 20}" y="${pool.y - 20}" width="150" height="${pool.h + 40}" rx="20" fill="${darken(bench, 0.15)}" />
  <rect x="${end - 10}" y="${pool.y - 10}" width="130" height="${pool.h + 20}" rx="14" fill="${bench}" />
  ${lounger(330, 860)}`
}

const sky = (id: string) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#a9d0ea" /><stop offset="1" stop-color="#eef6fb" />
  </linearGradient>
  <rect width="${width}" height="${height}" fill="url(#${id})" />
  <circle cx="1330" cy="170" r="80" fill="#fff4d6" />`

function shrubs(rnd: () => number, y: number, count: number): string {
  return Array.from({ length: count }, (_, index) => {
    const x = (index + 0.5) * (width / count) + (rnd() - 0.5) * 80
    const r = 40 + rnd() * 35
    return `<circle cx="${round(x)}" cy="${round(y - rnd() * 25)}" r="${round(r)}" fill="${darken(lawn, 0.1 + rnd() * 0.25)}" />`
  }).join('')
}

/** Seen from the garden: a pool in perspective, its far half under the slatted cover. */
function gardenMotif([slat, waterColor, stone]: Palette, rnd: () => number): string {
  const top = 540
  const bottom = 930
  // the pool's left and right edges at height y
  const left = (y: number) => 470 - ((y - top) / (bottom - top)) * 290
  const right = (y: number) => 1130 + ((y - top) / (bottom - top)) * 290
  const quad = (y1: number, y2: number, inset = 0) =>
    `${round(left(y1) + inset)},${y1} ${round(right(y1) - inset)},${y1} ${round(right(y2) - inset)},${y2} ${round(left(y2) + inset)},${y2}`
  const covered = top + 24 + (bottom - top) * (0.4 + rnd() * 0.15)
  const slats: string[] = []
  for (let y = top + 24; y + 14 < covered; y += 16 + (y - top) * 0.02) {
    const next = y + 14 + (y - top) * 0.02
    slats.push(`<polygon points="${quad(y, next, 24)}" fill="${slat}" />`)
    slats.push(
      `<polygon points="${quad(y + 2, y + 5, 30)}" fill="${lighten(slat, 0.35)}" opacity="0.8" />`,
    )
  }
  const trees = Array.from({ length: 5 }, () => {
    const x = 80 + rnd() * 1440
    const r = 70 + rnd() * 50
    return `<rect x="${round(x - 10)}" y="${round(360 - r / 2)}" width="20" height="${round(r * 1.4)}" fill="#6b5440" />
    <circle cx="${round(x)}" cy="${round(360 - r / 2)}" r="${round(r)}" fill="${darken(lawn, 0.15 + rnd() * 0.25)}" />`
  }).join('')
  return `${sky('sky')}
  <path d="M0 420 Q300 340 650 400 T1300 380 T1600 400 V${height} H0Z" fill="${darken(lawn, 0.12)}" />
  ${trees}
  <rect y="460" width="${width}" height="${height - 460}" fill="${lawn}" />
  ${shrubs(rnd, 480, 9)}
  <polygon points="${quad(top - 40, bottom + 40, -90)}" fill="${stone}" />
  <polygon points="${quad(top, bottom)}" fill="#f7f4ee" />
  <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${darken(waterColor, 0.15)}" /><stop offset="1" stop-color="${lighten(waterColor, 0.2)}" />
  </linearGradient>
  <polygon points="${quad(top + 24, bottom - 24, 24)}" fill="url(#water)" />
  ${ripples({ x: left(covered) + 60, y: covered, w: right(covered) - left(covered) - 120, h: bottom - covered - 40 }, rnd, 'ripples', 10)}
  ${slats.join('')}
  <polygon points="${quad(top - 36, top + 6, -10)}" fill="${darken(stone, 0.3)}" />`
}

/** A magazine-style composition: a fan of slats over two discs. */
function articleMotif([slat, background, accent]: Palette, rnd: () => number): string {
  const stripes = Array.from(
    { length: 14 },
    (_, index) =>
      `<rect x="${index * 70}" y="0" width="48" height="900" rx="10" fill="${slat}" stroke="${darken(slat, 0.3)}" stroke-width="3" />`,
  ).join('')
  const dots = Array.from({ length: 48 }, (_, index) => {
    const x = 120 + (index % 8) * 44
    const y = 640 + Math.floor(index / 8) * 44
    return `<circle cx="${x}" cy="${y}" r="7" />`
  }).join('')
  const blob = 280 + rnd() * 80
  return `<rect width="${width}" height="${height}" fill="${lighten(background, 0.78)}" />
  <circle cx="${round(1180 + rnd() * 100)}" cy="${round(330 + rnd() * 80)}" r="${round(blob)}" fill="${lighten(background, 0.3)}" />
  <circle cx="260" cy="240" r="150" fill="${accent}" />
  <g transform="translate(520 80) rotate(-14)">${stripes}</g>
  <g fill="${darken(background, 0.2)}" opacity="0.35">${dots}</g>
  <rect x="0" y="${height - 90}" width="${width}" height="90" fill="${darken(background, 0.15)}" />`
}

/** A modern house behind a pool whose slatted cover is half rolled out. */
function heroMotif([slat, waterColor, stone]: Palette, rnd: () => number): string {
  const poolBox: Box = { x: 200, y: 760, w: 1200, h: 200 }
  const slats = Array.from({ length: 13 }, (_, index) => {
    const x = poolBox.x + 560 + index * 46
    return `<rect x="${x}" y="${poolBox.y}" width="42" height="${poolBox.h}" rx="5" fill="${slat}" />
    <rect x="${x + 8}" y="${poolBox.y + 4}" width="7" height="${poolBox.h - 8}" rx="3" fill="${lighten(slat, 0.35)}" />`
  }).join('')
  const windows = [0, 1, 2]
    .map(
      (index) =>
        `<rect x="${560 + index * 190}" y="390" width="160" height="230" rx="6" fill="${darken(waterColor, 0.55)}" />`,
    )
    .join('')
  return `${sky('sky')}
  <path d="M0 560 Q400 470 800 540 T1600 520 V${height} H0Z" fill="${lighten(lawn, 0.25)}" />
  <rect x="460" y="300" width="820" height="400" fill="#f7f5f0" />
  <rect x="430" y="280" width="880" height="34" fill="#3b3b3b" />
  <rect x="1140" y="314" width="140" height="386" fill="#b08a63" />
  ${windows}${shrubs(rnd, 690, 7)}
  <rect x="0" y="700" width="${width}" height="300" fill="${stone}" />
  <rect x="${poolBox.x - 24}" y="${poolBox.y - 24}" width="${poolBox.w + 48}" height="${poolBox.h + 48}" rx="24" fill="#f7f4ee" />
  ${water(poolBox, waterColor, 'water')}${ripples({ ...poolBox, w: 560 }, rnd, 'ripples', 8)}${slats}`
}

const motifs: Record<ImageSpec['motif'], (palette: Palette, rnd: () => number) => string> = {
  pool: poolMotif,
  cover: coverMotif,
  garden: gardenMotif,
  article: articleMotif,
  hero: heroMotif,
}

export function drawSvg(spec: ImageSpec): string {
  const palette = defaults.map((fallback, index) => spec.colors[index] ?? fallback) as Palette
  const body = motifs[spec.motif](palette, random(spec.name))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}

/** sharp is installed with Directus in `apps/cms/runtime`, not in the workspace. */
function loadSharp(): (input: Buffer) => SharpImage {
  const require = createRequire(new URL('../runtime/package.json', import.meta.url))
  return require('sharp') as (input: Buffer) => SharpImage
}

export async function renderJpeg(spec: ImageSpec): Promise<Buffer> {
  const sharp = loadSharp()
  return sharp(Buffer.from(drawSvg(spec)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer()
}
