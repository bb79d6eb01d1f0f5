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
  siteClientDir,
  type RouteWeight,
} from './js-budget.ts'

// Pages of later issues get their own allowance over the content routes (the configurator may
// add 60 kB); every route listed here is a content route.
const manifest = readManifest(siteClientDir)
const routes = pageRoutes(manifest).map((route) => route.id)
let floor: RouteWeight

beforeAll(() => {
  floor = buildFloor()
  const rows = routes.map((id) => {
    const { bytes } = routeWeight(siteClientDir, manifest, id)
    return { route: id, bytes, ratio: bytes / floor.bytes }
  })
  console.log(
    `First-load JavaScript (gzip) against an empty React Router app\n${formatTable(rows, floor.bytes)}`,
  )
  mkdirSync(join(repoRoot, 'reports'), { recursive: true })
  writeFileSync(
    join(repoRoot, 'reports/js-budget.json'),
    `${JSON.stringify({ floor: floor.bytes, budgetRatio: BUDGET_RATIO, routes: rows }, null, 2)}\n`,
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

describe('first-load JavaScript', () => {
  it.each(Object.entries(serverOnly))('carries no %s', (_name, marker) => {
    const files = new Set(routes.flatMap((id) => routeWeight(siteClientDir, manifest, id).files))
    const carrying = [...files].filter((file) =>
      readFileSync(join(siteClientDir, file), 'utf8').includes(marker),
    )
    expect(carrying).toEqual([])
  })
})
