import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createMethodGuard } from './allowed-methods.server'

const action = () => null

// The shape of the site's own routes.ts: a root, API routes, a language layout with an index,
// one route with an action and a catch-all page.
const routes: ServerBuild['routes'] = {
  root: { id: 'root', path: '', module: {} },
  purge: { id: 'purge', parentId: 'root', path: 'api/cache/purge', module: { action } },
  layout: { id: 'layout', parentId: 'root', module: {} },
  home: { id: 'home', parentId: 'layout', path: ':lang', index: true, module: {} },
  blog: { id: 'blog', parentId: 'layout', path: ':lang/blog', module: {} },
  quote: { id: 'quote', parentId: 'layout', path: ':lang/quote', module: { action } },
  page: { id: 'page', parentId: 'layout', path: ':lang/*', module: {} },
  missing: { id: 'missing', parentId: 'root', path: '*', module: {} },
}

const guard = createMethodGuard(routes)

describe('createMethodGuard', () => {
  it.each([
    ['GET', '/en/blog'],
    ['HEAD', '/en/blog?x=1'],
    ['POST', '/en/quote'],
    ['POST', '/en/quote.data'],
    ['POST', '/api/cache/purge'],
  ])('lets %s %s through to React Router', (method, url) => {
    expect(guard(method, url)).toBeUndefined()
  })

  it.each([
    ['POST', '/en/blog', 'GET, HEAD'],
    ['PATCH', '/nl/blog.data', 'GET, HEAD'],
    ['DELETE', '/en/some/page', 'GET, HEAD'],
    ['POST', '/_root.data', 'GET, HEAD'],
    ['PUT', '/nowhere/%zz', 'GET, HEAD'],
    ['POST', '/en?index', 'GET, HEAD'],
  ])('turns %s %s away: a route without an action (Allow: %s)', (method, url, allow) => {
    expect(guard(method, url)).toBe(allow)
  })

  it.each(['TRACE', 'CONNECT', 'TRACK', 'trace'])(
    'turns %s away even where there is an action: the Fetch API cannot carry it',
    (method) => {
      expect(guard(method, '/en/quote')).toBe('GET, HEAD, POST')
    },
  )
})
