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

// The lead engine's routes (configurator, quote, dealers) validate forms in the browser: each may
// load 60 kB (gzip) more than the heaviest content route, lazy chunks included, and carry zod.
// Every other route is a content route: at most BUDGET_RATIO x the empty app, and no zod.
const manifest = readManifest(siteClientDir)
const routes = pageRoutes(manifest).map((route) => route.id)
let floor: RouteWeight

const CONFIGURATOR = 'routes/configure/configure'
const leadRoutes = [CONFIGURATOR, 'routes/quote/quote', 'routes/dealers/dealers']
const LEAD_ALLOWANCE = 60 * 1024
const contentRoutes = routes.filter((id) => !leadRoutes.includes(id))
const heaviestContent = () =>
  Math.max(...contentRoutes.map((id) => routeWeight(siteClientDir, manifest, id).bytes))
// The configurator always loads its lazy chunk; the dealer finder's map loads only when a map
// style is configured (maplibre, ~290 kB), so the first load is what counts there.
const leadWeight = (id: string) =>
  id === CONFIGURATOR
    ? routeWeightWithLazy(siteClientDir, manifest, id)
    : { ...routeWeight(siteClientDir, manifest, id), lazy: [] }

beforeAll(() => {
  floor = buildFloor()
  const rows = routes.map((id) => {
    const { bytes } = routeWeight(siteClientDir, manifest, id)
    return { route: id, bytes, ratio: bytes / floor.bytes }
  })
  const lead = leadRoutes.map((id) => {
    const { bytes } = leadWeight(id)
    return { route: id, bytes, overContent: bytes - heaviestContent() }
  })
  for (const { route, bytes } of lead)
    rows.push({ route: `${route} + lazy`, bytes, ratio: bytes / floor.bytes })
  console.log(
    `First-load JavaScript (gzip) against an empty React Router app\n${formatTable(rows, floor.bytes)}\n` +
      lead
        .map(
          ({ route, overContent }) =>
            `${route}: ${(overContent / 1024).toFixed(1)} kB over the heaviest content route (allowed ${LEAD_ALLOWANCE / 1024} kB)`,
        )
        .join('\n'),
  )
  mkdirSync(join(repoRoot, 'reports'), { recursive: true })
  writeFileSync(
    join(repoRoot, 'reports/js-budget.json'),
    `${JSON.stringify({ floor: floor.bytes, budgetRatio: BUDGET_RATIO, routes: rows, lead: lead.map((row) => ({ ...row, allowance: LEAD_ALLOWANCE })) }, null, 2)}\n`,
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

  it.each(contentRoutes)(
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

describe('the lead engine', () => {
  it('keeps the configurator in chunks of its own, loaded with the route', () => {
    expect(routes).toEqual(expect.arrayContaining(leadRoutes))
    expect(leadWeight(CONFIGURATOR).lazy.length).toBeGreaterThan(0)
  })

  it.each(leadRoutes)(
    `%s loads at most ${LEAD_ALLOWANCE / 1024} kB more than the heaviest content route`,
    (id) => {
      expect(leadWeight(id).bytes - heaviestContent()).toBeLessThanOrEqual(LEAD_ALLOWANCE)
    },
  )

  // They validate in the browser, so zod is theirs; nothing else of the server may come along.
  it.each(
    leadRoutes.flatMap((id) =>
      Object.entries(serverOnly)
        .filter(([name]) => name !== 'zod')
        .map(([name, marker]) => [id, name, marker] as const),
    ),
  )('%s carries no %s', (id, _name, marker) => {
    const { files, lazy } = leadWeight(id)
    const carrying = [...new Set([...files, ...lazy])].filter((file) =>
      readFileSync(join(siteClientDir, file), 'utf8').includes(marker),
    )
    expect(carrying).toEqual([])
  })
})

describe('first-load JavaScript of the content routes', () => {
  it.each(Object.entries(serverOnly))('carries no %s', (_name, marker) => {
    const files = new Set(
      contentRoutes.flatMap((id) => routeWeight(siteClientDir, manifest, id).files),
    )
    const carrying = [...files].filter((file) =>
      readFileSync(join(siteClientDir, file), 'utf8').includes(marker),
    )
    expect(carrying).toEqual([])
  })
})
