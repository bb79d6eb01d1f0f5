import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createRequestGuard } from './request-guard.server'

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
