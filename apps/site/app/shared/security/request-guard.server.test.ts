import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { canonicalPath, createRequestGuard } from './request-guard.server'

const action = () => null
const Page = () => null

// The shape of the site's own routes.ts: a root, API routes, a language layout with an index,
// one route with an action and a catch-all page.
const routes: ServerBuild['routes'] = {
  root: { id: 'root', path: '', module: { default: Page } },
  purge: {
    id: 'purge',
    parentId: 'root',
    path: 'api/cache/purge',
    module: { default: Page, action },
  },
  layout: { id: 'layout', parentId: 'root', module: { default: Page } },
  home: { id: 'home', parentId: 'layout', path: ':lang', index: true, module: { default: Page } },
  blog: { id: 'blog', parentId: 'layout', path: ':lang/blog', module: { default: Page } },
  quote: {
    id: 'quote',
    parentId: 'layout',
    path: ':lang/quote',
    module: { default: Page, action },
  },
  page: { id: 'page', parentId: 'layout', path: ':lang/*', module: { default: Page } },
  missing: { id: 'missing', parentId: 'root', path: '*', module: { default: Page } },
}

const guard = createRequestGuard(routes)

describe('createRequestGuard', () => {
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
    expect(guard(method, url)).toEqual({ status: 405, allow })
  })

  it.each(['OPTIONS', 'PUT', 'PATCH', 'DELETE'])(
    'turns %s away where there is an action: forms are posted',
    (method) => {
      expect(guard(method, '/es/quote')).toEqual({ status: 405, allow: 'GET, HEAD, POST' })
    },
  )

  it.each(['TRACE', 'CONNECT', 'TRACK', 'trace'])(
    'turns %s away even where there is an action: the Fetch API cannot carry it',
    (method) => {
      expect(guard(method, '/en/quote')).toEqual({ status: 405, allow: 'GET, HEAD, POST' })
    },
  )

  it.each([
    '/_root/%0d%0aSet-Cookie:%20x=1.data',
    '/en/%00',
    '/en/blog%7F',
    '/en/%0A',
    '/en/covers/%E2%80%A8.data',
    '/en/%e2%80%a9',
  ])('answers 400 for %s: an encoded control character names no page', (url) => {
    expect(guard('GET', url)).toEqual({ status: 400 })
  })

  it('reads a control character only in the path, not in the query', () => {
    expect(guard('GET', '/en/dealers?q=%0a')).toBeUndefined()
  })
})

describe('canonical URLs', () => {
  it.each([
    ['/en/%62log', '/en/blog'],
    ['/en/%62%4C%6fg', '/en/bLog'],
    ['/en/blog//', '/en/blog'],
    ['/en//blog', '/en/blog'],
    ['/en/blog/', '/en/blog'],
    ['/en/./blog', '/en/blog'],
    ['/en/x/../blog', '/en/blog'],
    ['/en/%2e%2e/en/blog', '/en/blog'],
    ['/en/a%2fb', '/en/a%2Fb'],
    ['/en/%7e%5F%2D%2E', '/en/~_-.'],
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example/x', '/evil.example/x'],
    ['///', '/'],
  ])('spells %s as %s', (raw, canonical) => {
    expect(canonicalPath(raw)).toBe(canonical)
  })

  it.each(['/', '/en', '/en/blog', '/en/blog/caf%C3%A9', '/en/a%2Fb', '/_root.data'])(
    'leaves %s as it is',
    (path) => {
      expect(canonicalPath(path)).toBe(path)
      expect(guard('GET', path)).toBeUndefined()
    },
  )

  it('sends a read of a path spelled otherwise to the canonical one, with its query', () => {
    expect(guard('GET', '/en/%62log?page=2')).toEqual({ status: 301, location: '/en/blog?page=2' })
    expect(guard('HEAD', '/en/blog//')).toEqual({ status: 301, location: '/en/blog' })
    expect(guard('GET', '//evil.example/?x=<y>')).toEqual({
      status: 301,
      location: '/evil.example?x=%3Cy%3E',
    })
  })

  it('never redirects a post: its body would be lost', () => {
    expect(guard('POST', '/en/quote/')).toBeUndefined()
  })

  it('drops _routes from a document: a document loads every route', () => {
    expect(guard('GET', '/en/blog?_routes=made-up')).toEqual({ url: '/en/blog' })
    expect(guard('GET', '/en/blog?page=2&_routes=root')).toEqual({ url: '/en/blog?page=2' })
  })

  it('keeps the routes a data request names of its page, in the page’s order', () => {
    expect(guard('GET', '/en/blog.data?_routes=blog,root')).toEqual({
      url: '/en/blog.data?_routes=root%2Cblog',
    })
    expect(guard('GET', '/en/blog.data?_routes=root%2Cblog')).toBeUndefined()
    // all of them: the same answer as without the list
    expect(guard('GET', '/en/blog.data?_routes=root,layout,blog,x')).toEqual({
      url: '/en/blog.data',
    })
    // none of them: React Router loads none, whatever the made-up names
    for (const made of ['x1', 'x2,home', 'quote']) {
      expect(guard('GET', `/en/blog.data?_routes=${made}`)).toEqual({
        url: '/en/blog.data?_routes=%2C',
      })
    }
    expect(guard('GET', '/en/blog.data?_routes=%2C')).toBeUndefined()
  })
})
