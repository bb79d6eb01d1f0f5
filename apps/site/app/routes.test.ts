import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import routes from './routes'
import { pathOf } from '#app/shared/paths'

/** The route config as plain route objects, the file of each route kept as its id. */
function toObjects(entries: typeof routes): RouteObject[] {
  return entries.map((entry) => ({
    id: entry.file,
    path: entry.path,
    index: entry.index as false | undefined,
    children: entry.children ? toObjects(entry.children as typeof routes) : undefined,
  })) as RouteObject[]
}
const routeObjects = toObjects(routes)
const routeFile = (path: string) => matchRoutes(routeObjects, path)?.at(-1)?.route.id

describe('routes.ts', () => {
  it('agrees with pathOf: every routed place reaches the route that renders it', () => {
    expect(routeFile(pathOf('en', { kind: 'home' }))).toBe('features/pages/home.tsx')
    expect(routeFile(pathOf('en', { kind: 'terms' }))).toBe('features/pages/terms.tsx')
    expect(routeFile(pathOf('en', { kind: 'privacy' }))).toBe('features/pages/privacy.tsx')
    expect(routeFile(pathOf('en', { kind: 'section', section: 'projects' }))).toBe(
      'features/catalogue/projects-index.tsx',
    )
    expect(routeFile(pathOf('en', { kind: 'item', collection: 'posts', slug: 'x' }))).toBe(
      'features/catalogue/blog-article.tsx',
    )
    expect(routeFile(pathOf('en', { kind: 'item', collection: 'covers', slug: 'x' }))).toBe(
      'features/catalogue/cover-detail.tsx',
    )
    expect(routeFile(pathOf('en', { kind: 'page', slug: 'about/our-story' }))).toBe(
      'features/pages/page.tsx',
    )
    expect(routeFile(pathOf('en', { kind: 'search', query: 'cover' }).split('?')[0]!)).toBe(
      'features/search/search.tsx',
    )
    expect(routeFile('/en/sitemap.xml')).toBe('features/seo/sitemap.ts')
  })
})
