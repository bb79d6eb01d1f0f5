import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  BUDGET_RATIO,
  buildFloor,
  formatTable,
  pageRoutes,
  readManifest,
  repoRoot,
  routeWeight,
  routeWeightWithLazy,
  siteClientDir,
  type RouteWeight,
} from './js-budget.ts'

// Pages of later issues get their own allowance over the content routes (the configurator may
// add 60 kB); every route listed here is a content route.
const manifest = readManifest(siteClientDir)
const routes = pageRoutes(manifest).map((route) => route.id)
let floor: RouteWeight

/** The configurator (issue 9) may load 60 kB (gzip) more than the content routes. */
const CONFIGURATOR = 'routes/configure/configure'
const CONFIGURATOR_ALLOWANCE = 60 * 1024
const contentRoutes = routes.filter((id) => id !== CONFIGURATOR)
const heaviestContent = () =>
  Math.max(...contentRoutes.map((id) => routeWeight(siteClientDir, manifest, id).bytes))

beforeAll(() => {
  floor = buildFloor()
  const rows = routes.map((id) => {
    const { bytes } = routeWeight(siteClientDir, manifest, id)
    return { route: id, bytes, ratio: bytes / floor.bytes }
  })
  const configurator = routeWeightWithLazy(siteClientDir, manifest, CONFIGURATOR)
  const over = configurator.bytes - heaviestContent()
  rows.push({
    route: `${CONFIGURATOR} + lazy`,
    bytes: configurator.bytes,
    ratio: configurator.bytes / floor.bytes,
  })
  console.log(
    `First-load JavaScript (gzip) against an empty React Router app\n${formatTable(rows, floor.bytes)}\n` +
      `configurator: ${(over / 1024).toFixed(1)} kB over the heaviest content route (allowed ${CONFIGURATOR_ALLOWANCE / 1024} kB)`,
  )
  mkdirSync(join(repoRoot, 'reports'), { recursive: true })
  writeFileSync(
    join(repoRoot, 'reports/js-budget.json'),
    `${JSON.stringify({ floor: floor.bytes, budgetRatio: BUDGET_RATIO, routes: rows, configurator: { bytes: configurator.bytes, overContent: over, allowance: CONFIGURATOR_ALLOWANCE } }, null, 2)}\n`,
  )
}, 120_000)

describe('JavaScript budget', () => {
  it('finds the content routes and the floor', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        'home',
        'routes/blog/blog-article',
        'routes/projects/projects-index',
      ]),
    )
    expect(floor.files.length).toBeGreaterThan(2)
    expect(floor.bytes).toBeGreaterThan(50_000)
  })

  it.each(routes)(
    `%s ships at most ${BUDGET_RATIO}x the empty app's first-load JavaScript`,
    (id) => {
      const { bytes } = routeWeight(siteClientDir, manifest, id)
      expect(bytes / floor.bytes).toBeLessThanOrEqual(BUDGET_RATIO)
    },
  )
})

/** Strings that only the server's code carries: if one reaches a chunk, its library came along. */
const serverOnly = {
  zod: 'ZodError',
  'sanitize-html': 'allowedSchemesAppliedToAttributes',
  '@directus/sdk': 'staticToken',
  'a message catalogue': 'Seite nicht gefunden',
  negotiator: 'preferredLanguages',
}

describe('the configurator', () => {
  const configurator = () => routeWeightWithLazy(siteClientDir, manifest, CONFIGURATOR)

  it('keeps its code in chunks of its own, loaded with the route', () => {
    expect(routes).toContain(CONFIGURATOR)
    expect(configurator().lazy.length).toBeGreaterThan(0)
  })

  it(`loads at most ${CONFIGURATOR_ALLOWANCE / 1024} kB more than the heaviest content route`, () => {
    expect(configurator().bytes - heaviestContent()).toBeLessThanOrEqual(CONFIGURATOR_ALLOWANCE)
  })

  // It validates in the browser, so zod is its own; nothing else of the server may come along.
  it.each(Object.entries(serverOnly).filter(([name]) => name !== 'zod'))(
    'carries no %s',
    (_name, marker) => {
      const carrying = configurator().lazy.filter((file) =>
        readFileSync(join(siteClientDir, file), 'utf8').includes(marker),
      )
      expect(carrying).toEqual([])
    },
  )
})

describe('first-load JavaScript', () => {
  it.each(Object.entries(serverOnly))('carries no %s', (_name, marker) => {
    const files = new Set(routes.flatMap((id) => routeWeight(siteClientDir, manifest, id).files))
    const carrying = [...files].filter((file) =>
      readFileSync(join(siteClientDir, file), 'utf8').includes(marker),
    )
    expect(carrying).toEqual([])
  })
})
