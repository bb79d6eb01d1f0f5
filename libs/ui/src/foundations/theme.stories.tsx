import type { Meta, StoryObj } from '@storybook/react-vite'
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { expect } from 'storybook/test'
import { Alert, AlertDescription, AlertTitle } from '../components/alert/alert'
import { Badge } from '../components/badge/badge'
import { Banner } from '../components/banner/banner'
import { Button } from '../components/button/button'
import {
  Card,
  CardBody,
  CardEyebrow,
  CardLink,
  CardMedia,
  CardMeta,
  CardTitle,
} from '../components/card/card'
import { FilterChips } from '../components/filter-chips/filter-chips'
import { Heading } from '../components/heading/heading'
import { Image } from '../components/image/image'
import { Text } from '../components/text/text'
import { fixtureImages, fixtureLoader } from '../test/fixtures'
import { contrastRatio } from './contrast'

/*
 * Foundations/Theme: every token and the components together. Ratios are measured in the browser
 * from the computed colours, and the play function fails if a text pair drops below WCAG 2.2 AA.
 */

const PALETTES = {
  brand: [
    ['50', 'bg-brand-50'],
    ['100', 'bg-brand-100'],
    ['200', 'bg-brand-200'],
    ['300', 'bg-brand-300'],
    ['400', 'bg-brand-400'],
    ['500', 'bg-brand-500'],
    ['600', 'bg-brand-600'],
    ['700', 'bg-brand-700'],
    ['800', 'bg-brand-800'],
    ['900', 'bg-brand-900'],
    ['950', 'bg-brand-950'],
  ],
  ink: [
    ['50', 'bg-ink-50'],
    ['100', 'bg-ink-100'],
    ['200', 'bg-ink-200'],
    ['300', 'bg-ink-300'],
    ['400', 'bg-ink-400'],
    ['500', 'bg-ink-500'],
    ['600', 'bg-ink-600'],
    ['700', 'bg-ink-700'],
    ['800', 'bg-ink-800'],
    ['900', 'bg-ink-900'],
    ['950', 'bg-ink-950'],
  ],
  sand: [
    ['50', 'bg-sand-50'],
    ['100', 'bg-sand-100'],
    ['200', 'bg-sand-200'],
  ],
} as const

/** Text (4.5:1), large text (3:1) and UI (3:1) pairs the components use. */
const PAIRS = [
  { name: 'foreground / background', fg: 'text-foreground', bg: 'bg-background', min: 4.5 },
  { name: 'foreground / surface', fg: 'text-foreground', bg: 'bg-surface', min: 4.5 },
  {
    name: 'muted-foreground / background',
    fg: 'text-muted-foreground',
    bg: 'bg-background',
    min: 4.5,
  },
  { name: 'muted-foreground / surface', fg: 'text-muted-foreground', bg: 'bg-surface', min: 4.5 },
  { name: 'muted-foreground / muted', fg: 'text-muted-foreground', bg: 'bg-muted', min: 4.5 },
  { name: 'primary / background', fg: 'text-primary', bg: 'bg-background', min: 4.5 },
  { name: 'primary / surface', fg: 'text-primary', bg: 'bg-surface', min: 4.5 },
  {
    name: 'primary-foreground / primary',
    fg: 'text-primary-foreground',
    bg: 'bg-primary',
    min: 4.5,
  },
  {
    name: 'primary-foreground / primary-hover',
    fg: 'text-primary-foreground',
    bg: 'bg-primary-hover',
    min: 4.5,
  },
  {
    name: 'secondary-foreground / secondary',
    fg: 'text-secondary-foreground',
    bg: 'bg-secondary',
    min: 4.5,
  },
  { name: 'brand-800 / brand-100 (badge)', fg: 'text-brand-800', bg: 'bg-brand-100', min: 4.5 },
  {
    name: 'inverse-foreground / inverse',
    fg: 'text-inverse-foreground',
    bg: 'bg-inverse',
    min: 4.5,
  },
  { name: 'white / brand-900 (banner)', fg: 'text-white', bg: 'bg-brand-900', min: 4.5 },
  { name: 'ink-950 / brand-100 (banner)', fg: 'text-ink-950', bg: 'bg-brand-100', min: 4.5 },
  { name: 'ink-800 / ink-100 (badge)', fg: 'text-ink-800', bg: 'bg-ink-100', min: 4.5 },
  { name: 'danger / danger-soft', fg: 'text-danger', bg: 'bg-danger-soft', min: 4.5 },
  { name: 'success / success-soft', fg: 'text-success', bg: 'bg-success-soft', min: 4.5 },
  { name: 'warning / warning-soft', fg: 'text-warning', bg: 'bg-warning-soft', min: 4.5 },
  { name: 'info / info-soft', fg: 'text-info', bg: 'bg-info-soft', min: 4.5 },
  { name: 'danger / background', fg: 'text-danger', bg: 'bg-background', min: 4.5 },
  { name: 'accent-foreground / accent', fg: 'text-accent-foreground', bg: 'bg-accent', min: 4.5 },
  { name: 'input border / background (UI)', fg: 'text-input', bg: 'bg-background', min: 3 },
  { name: 'focus ring / background (UI)', fg: 'text-focus', bg: 'bg-background', min: 3 },
  { name: 'focus ring / surface (UI)', fg: 'text-focus', bg: 'bg-surface', min: 3 },
  { name: 'focus ring / inverse (UI)', fg: 'text-focus', bg: 'bg-inverse', min: 3 },
] as const

const TYPE_SCALE = [
  ['5xl', 'text-5xl font-light tracking-tight', '3.75rem'],
  ['4xl', 'text-4xl font-light tracking-tight', '3rem'],
  ['3xl', 'text-3xl tracking-tight', '2.25rem'],
  ['2xl', 'text-2xl tracking-tight', '1.75rem'],
  ['xl', 'text-xl font-medium', '1.375rem'],
  ['lg', 'text-lg', '1.125rem'],
  ['base', 'text-base', '1rem'],
  ['sm', 'text-sm', '0.875rem'],
  ['xs', 'text-xs', '0.75rem'],
] as const

const SPACING = [
  ['1', 'w-1'],
  ['2', 'w-2'],
  ['3', 'w-3'],
  ['4', 'w-4'],
  ['6', 'w-6'],
  ['8', 'w-8'],
  ['12', 'w-12'],
  ['16', 'w-16'],
  ['24', 'w-24'],
  ['section', 'w-section'],
] as const

const RADII = [
  ['xs', 'rounded-xs'],
  ['sm', 'rounded-sm'],
  ['md', 'rounded-md'],
  ['lg', 'rounded-lg'],
  ['xl', 'rounded-xl'],
  ['full', 'rounded-full'],
] as const

const SHADOWS = [
  ['xs', 'shadow-xs'],
  ['sm', 'shadow-sm'],
  ['md', 'shadow-md'],
  ['lg', 'shadow-lg'],
  ['xl', 'shadow-xl'],
] as const

function formatRatio(ratio: number | undefined) {
  return ratio === undefined ? '…' : `${ratio.toFixed(2)}:1`
}

/** Measures contrast of each swatch against white and ink-900 once it is painted. */
function ColourSwatch({ name, className }: { name: string; className: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [ratios, setRatios] = useState<{ white: number; ink: number; hex: string }>()
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const colour = getComputedStyle(element).backgroundColor
    const ink = getComputedStyle(element.parentElement!.querySelector('[data-ink]')!).color
    const [r, g, b] = colour.match(/[\d.]+/g)!.map(Number) as [number, number, number]
    const hex = `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`
    setRatios({
      white: contrastRatio(colour, 'rgb(255, 255, 255)'),
      ink: contrastRatio(colour, ink),
      hex,
    })
  }, [])
  return (
    <figure className="flex flex-col gap-2" data-testid={`swatch-${name}`}>
      <div ref={ref} className={`h-14 rounded-md ring-1 ring-ink-900/10 ring-inset ${className}`} />
      <figcaption className="text-xs leading-snug">
        <span className="block font-semibold text-foreground">{name}</span>
        <span className="block font-mono text-muted-foreground">{ratios?.hex ?? '…'}</span>
        <span className="block text-muted-foreground">
          on white {formatRatio(ratios?.white)}
          <br />
          on ink{' '}
          <span data-ink className="text-ink-900">
            {formatRatio(ratios?.ink)}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}

function PairRow({ name, fg, bg, min }: (typeof PAIRS)[number]) {
  const ref = useRef<HTMLTableCellElement>(null)
  const [ratio, setRatio] = useState<number>()
  useLayoutEffect(() => {
    const cell = ref.current
    if (!cell) return
    const sample = cell.querySelector('[data-sample]')!
    setRatio(contrastRatio(getComputedStyle(sample).color, getComputedStyle(cell).backgroundColor))
  }, [])
  const pass = ratio !== undefined && ratio >= min
  // UI pairs (borders, focus rings) are shown as a line, not as text: they only need 3:1.
  const isUi = name.endsWith('(UI)')
  return (
    <tr
      className="border-b border-border"
      data-testid="contrast-pair"
      data-ratio={ratio}
      data-min={min}
    >
      <td className="py-2 pe-4 text-sm text-foreground">{name}</td>
      <td ref={ref} className={`px-4 py-2 ${bg}`}>
        {isUi ? (
          <span data-sample className={`block h-6 w-24 rounded-sm border-2 border-current ${fg}`} />
        ) : (
          <span data-sample className={`text-sm font-medium ${fg}`}>
            Aa Lamella
          </span>
        )}
      </td>
      <td className="px-4 py-2 text-end font-mono text-sm text-foreground tabular-nums">
        {formatRatio(ratio)}
      </td>
      <td className="px-4 py-2 text-sm text-muted-foreground">≥ {min}:1</td>
      <td className="py-2 ps-4">
        <Badge variant={pass ? 'success' : 'danger'}>{pass ? 'AA pass' : 'fail'}</Badge>
      </td>
    </tr>
  )
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = `theme-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6 border-t border-border pt-10">
      <Heading id={id} level={2} size="2xl">
        {title}
      </Heading>
      {children}
    </section>
  )
}

function ThemePage() {
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-14 pb-16">
      <header className="flex flex-col gap-3">
        <Text variant="eyebrow">@lamella/ui</Text>
        <Heading level={1} size="display">
          Theme
        </Heading>
        <Text variant="lead" tone="muted" className="max-w-2xl">
          Tokens of the Lamella design system. The accent #6DAADD is the loading-bar colour and
          decorative only; text and controls use the darker brand steps.
        </Text>
      </header>

      <Block title="Colours">
        {Object.entries(PALETTES).map(([palette, steps]) => (
          <div key={palette} className="flex flex-col gap-3">
            <Heading level={3} size="md">
              {palette}
            </Heading>
            <div className="grid grid-cols-6 gap-4 lg:grid-cols-11">
              {steps.map(([step, className]) => (
                <ColourSwatch key={step} name={`${palette}-${step}`} className={className} />
              ))}
            </div>
          </div>
        ))}
      </Block>

      <Block title="Contrast pairs">
        <table className="w-full border-collapse text-start">
          <caption className="sr-only">Measured contrast of the text and UI colour pairs</caption>
          <thead>
            <tr className="border-b border-input text-start text-xs uppercase tracking-wide text-muted-foreground">
              <th scope="col" className="py-2 pe-4 text-start font-semibold">
                Pair
              </th>
              <th scope="col" className="px-4 py-2 text-start font-semibold">
                Sample
              </th>
              <th scope="col" className="px-4 py-2 text-end font-semibold">
                Ratio
              </th>
              <th scope="col" className="px-4 py-2 text-start font-semibold">
                Needs
              </th>
              <th scope="col" className="py-2 ps-4 text-start font-semibold">
                Result
              </th>
            </tr>
          </thead>
          <tbody>
            {PAIRS.map((pair) => (
              <PairRow key={pair.name} {...pair} />
            ))}
          </tbody>
        </table>
      </Block>

      <Block title="Type scale">
        <div className="flex flex-col divide-y divide-border">
          {TYPE_SCALE.map(([name, className, size]) => (
            <div key={name} className="flex items-baseline gap-6 py-3">
              <span className="w-24 shrink-0 font-mono text-xs text-muted-foreground">
                {name} · {size}
              </span>
              <span className={`${className} truncate text-foreground`}>
                Slatted covers, made in Belgium
              </span>
            </div>
          ))}
        </div>
      </Block>

      <Block title="Spacing">
        <div className="flex flex-col gap-2">
          {SPACING.map(([name, className]) => (
            <div key={name} className="flex items-center gap-4">
              <span className="w-20 font-mono text-xs text-muted-foreground">{name}</span>
              <span className={`h-3 rounded-xs bg-brand-300 ${className}`} />
            </div>
          ))}
        </div>
      </Block>

      <Block title="Radii and shadows">
        <div className="flex flex-wrap gap-6">
          {RADII.map(([name, className]) => (
            <div key={name} className="flex flex-col items-center gap-2">
              <span className={`size-20 border border-brand-300 bg-brand-50 ${className}`} />
              <span className="font-mono text-xs text-muted-foreground">{name}</span>
            </div>
          ))}
        </div>
        <div className="flex flex-wrap gap-8 rounded-xl bg-surface p-8">
          {SHADOWS.map(([name, className]) => (
            <div key={name} className="flex flex-col items-center gap-3">
              <span className={`size-24 rounded-lg bg-white ${className}`} />
              <span className="font-mono text-xs text-muted-foreground">{name}</span>
            </div>
          ))}
        </div>
      </Block>

      <Block title="Components together">
        <div className="overflow-hidden rounded-xl ring-1 ring-border">
          <Banner
            message="Spring offer: free solar slats with every cover ordered before 31 May."
            moreInfoLabel="More information"
            moreInfoHref="#promo"
            closeLabel="Close promotion"
            label="Promotion"
          />
          <div className="flex flex-col gap-10 bg-background p-10">
            <div className="flex max-w-2xl flex-col items-start gap-4">
              <Text variant="eyebrow">Realisations</Text>
              <Heading level={2} size="4xl">
                Get inspired by our projects
              </Heading>
              <Text tone="muted">
                Pools and covers across Belgium, from compact city gardens to country estates.
              </Text>
              <div className="flex flex-wrap gap-3">
                <Button>Configure your pool</Button>
                <Button variant="outline">Find a dealer</Button>
                <Button variant="cta">Back to home</Button>
              </div>
            </div>
            <FilterChips
              label="Filter by colour"
              allLabel="All"
              allCount={24}
              options={[
                { value: 'white', label: 'White', count: 10 },
                { value: 'grey', label: 'Grey', count: 8 },
                { value: 'blue', label: 'Transparent blue', count: 6 },
              ]}
            />
            <div className="grid grid-cols-3 gap-6">
              {[
                ['Villa in Sint-Martens-Latem', fixtureImages.project],
                ['City garden in Antwerp', fixtureImages.pool],
                ['Farmhouse in Damme', fixtureImages.blog],
              ].map(([title, src]) => (
                <Card key={title}>
                  <CardMedia>
                    <Image
                      src={fixtureLoader(src!)}
                      width={320}
                      height={240}
                      sizes="320px"
                      alt=""
                    />
                  </CardMedia>
                  <CardBody>
                    <CardEyebrow>Project</CardEyebrow>
                    <CardTitle>
                      <CardLink href="#project">{title}</CardLink>
                    </CardTitle>
                    <CardMeta>
                      <span>Lamella Solar</span>
                      <span>Lounge stair</span>
                    </CardMeta>
                  </CardBody>
                </Card>
              ))}
            </div>
            <Alert variant="info" live="off">
              <AlertTitle>Free measurement</AlertTitle>
              <AlertDescription>
                Your dealer measures the pool at home before the quote.
              </AlertDescription>
            </Alert>
          </div>
        </div>
      </Block>
    </main>
  )
}

const meta = {
  title: 'Foundations/Theme',
  component: ThemePage,
  parameters: {
    layout: 'padded',
    controls: { disable: true },
    // Test runs only paint what fits the viewport: a tall one keeps the whole page in the baseline.
    viewport: {
      options: { themePage: { name: 'Theme page', styles: { width: '1200px', height: '5600px' } } },
    },
  },
  globals: { viewport: { value: 'themePage' } },
  tags: ['!autodocs'],
} satisfies Meta<typeof ThemePage>

export default meta
type Story = StoryObj<typeof meta>

export const Theme: Story = {
  play: async ({ canvasElement }) => {
    const rows = Array.from(
      canvasElement.querySelectorAll<HTMLElement>('[data-testid="contrast-pair"]'),
    )
    await expect(rows).toHaveLength(PAIRS.length)
    const failing = rows
      .filter((row) => Number(row.dataset.ratio) < Number(row.dataset.min))
      .map(
        (row) =>
          `${(row as HTMLTableRowElement).cells[0]?.textContent}: ${Number(row.dataset.ratio).toFixed(2)}`,
      )
    await expect(failing).toEqual([])
  },
}
