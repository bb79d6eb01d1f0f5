/**
 * First-load JavaScript of every page route, from React Router's build manifest: the client
 * entry, and each route module of the match (root, layouts, the page) with the chunks they
 * import, counted once, gzip-compressed. The floor is the same figure for an empty React Router
 * app built from `tools/budget/floor` with the same versions, in the same run. What a visit
 * loads besides (lazy islands) is counted in a browser: first-visit.ts.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

export const repoRoot = resolve(import.meta.dirname, '../..')
export const siteClientDir = join(repoRoot, 'apps/site/build/client')
export const floorDir = join(repoRoot, 'tools/budget/floor')
/**
 * A first visit of a content route may load at most this multiple of the empty app's first-load
 * JavaScript, its islands included (docs/performance.md).
 */
export const BUDGET_RATIO = 1.25

interface ManifestRoute {
  id: string
  parentId?: string
  module: string
  imports?: string[]
  hasDefaultExport?: boolean
}

export interface Manifest {
  url: string
  entry: { module: string; imports: string[] }
  routes: Record<string, ManifestRoute>
}

export interface RouteWeight {
  route: string
  files: string[]
  bytes: number
}

/** The manifest React Router writes as `assets/manifest-<hash>.js` next to the chunks. */
export function readManifest(clientDir: string): Manifest {
  const file = readdirSync(join(clientDir, 'assets')).find((name) => /^manifest-.*\.js$/.test(name))
  if (!file) throw new Error(`No React Router manifest in ${clientDir}/assets: build the app first`)
  const source = readFileSync(join(clientDir, 'assets', file), 'utf8')
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')
  return { ...(JSON.parse(json) as Omit<Manifest, 'url'>), url: `/assets/${file}` }
}

const gzipped = new Map<string, number>()

/** gzip -9 size of a built file; deterministic for the same bytes. */
export function gzipSize(clientDir: string, url: string): number {
  const path = join(clientDir, url)
  let size = gzipped.get(path)
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length
    gzipped.set(path, size)
  }
  return size
}

/** Routes a visitor lands on: with a component and no child routes. */
export function pageRoutes(manifest: Manifest): ManifestRoute[] {
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId))
  return Object.values(manifest.routes).filter(
    (route) => route.hasDefaultExport && !parents.has(route.id),
  )
}

export function routeWeight(clientDir: string, manifest: Manifest, routeId: string): RouteWeight {
  // Not the manifest file: the server inlines the manifest in the page, and the browser never
  // requests it (first-visit.ts sees what it requests).
  const files = new Set([manifest.entry.module, ...manifest.entry.imports])
  for (let route = manifest.routes[routeId]; route;) {
    files.add(route.module)
    for (const file of route.imports ?? []) files.add(file)
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  }
  const list = [...files].sort()
  return {
    route: routeId,
    files: list,
    bytes: list.reduce((sum, file) => sum + gzipSize(clientDir, file), 0),
  }
}

/**
 * What a route loads as soon as it renders: its first-load files plus the chunks its module
 * imports with `lazy()` (Vite lists them in the module's `__vite__mapDeps`), which a route that
 * keeps its code out of the shared chunks renders at once.
 */
export function routeWeightWithLazy(
  clientDir: string,
  manifest: Manifest,
  routeId: string,
): RouteWeight & { lazy: string[] } {
  const initial = routeWeight(clientDir, manifest, routeId)
  const module = manifest.routes[routeId]?.module
  const source = module ? readFileSync(join(clientDir, module), 'utf8') : ''
  const listed = /m\.f=\[([^\]]*)\]/.exec(source)?.[1] ?? ''
  const lazy = [...listed.matchAll(/"([^"]+)"/g)]
    .map((match) => `/${match[1]}`)
    .filter((file) => !initial.files.includes(file))
  const files = [...initial.files, ...lazy].sort()
  return {
    route: routeId,
    files,
    lazy,
    bytes: files.reduce((sum, file) => sum + gzipSize(clientDir, file), 0),
  }
}

/** Builds the empty app (a few seconds) and returns its one route's weight. */
export function buildFloor(): RouteWeight {
  // A production build, whatever the test runner's NODE_ENV says.
  execFileSync(join(repoRoot, 'node_modules/.bin/react-router'), ['build'], {
    cwd: floorDir,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  const clientDir = join(floorDir, 'build/client')
  const manifest = readManifest(clientDir)
  const [home] = pageRoutes(manifest)
  if (!home) throw new Error('The floor app has no page route')
  return routeWeight(clientDir, manifest, home.id)
}

export function formatTable(
  rows: { route: string; bytes: number; ratio: number; initial: number; allowed: number }[],
  floor: number,
) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
  const width = Math.max(...rows.map((row) => row.route.length), 5)
  const columns = ['visit', 'routes', 'islands', 'allowed'].map((name) => name.padStart(9))
  return [
    `floor (empty app) ${kb(floor)}`,
    `${'route'.padEnd(width)}  ${columns.join('  ')}  ratio`,
    ...rows.map((row) =>
      [
        row.route.padEnd(width),
        ...[row.bytes, row.initial, row.bytes - row.initial, row.allowed].map((bytes) =>
          kb(bytes).padStart(9),
        ),
        row.ratio.toFixed(2),
      ].join('  '),
    ),
  ].join('\n')
}
