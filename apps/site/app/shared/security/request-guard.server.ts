import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

/**
 * Requests the site turns away before React Router sees them, because they would go wrong there:
 * a method the Fetch API cannot carry (TRACE, CONNECT, TRACK: `new Request()` throws, and the
 * visitor got a 500), any write but a POST to a route with an action, which React Router answers
 * 405 with its developer message, naming the route module's file, in the page's hydration data
 * and in `.data` answers, and a path with an encoded control character (below).
 *
 * And reads of a URL that names a page some other way than its canonical URL does, which would
 * otherwise be a page cache key, and a render, of their own (ADR 046): a path spelled otherwise
 * (`/en/%62log`, `/en//blog`, `/en/blog/`) is sent to its canonical path, and React Router's
 * `_routes` is kept only where it means something, on data requests, as the routes it can load.
 */

const reads = new Set(['GET', 'HEAD'])

/** The route tree as `matchRoutes` reads it, with the ids of the routes that have an action. */
function tree(routes: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return []
    return route.index
      ? [{ id: route.id, path: route.path, index: true }]
      : [{ id: route.id, path: route.path, children: tree(routes, route.id) }]
  })
}

/** The page a single-fetch data request (`/en/blog.data`, `/_root.data`) is for. */
function documentPath(path: string) {
  if (path === '/_root.data') return '/'
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path
}

/**
 * A control character or line separator, encoded (`%0a`, `%00`, `%E2%80%A8`), in the path: no page
 * has one, and React Router matches no route for it (its patterns stop at a line terminator),
 * answering with its own 404 message, the path included, in `.data` answers.
 */
const encodedControl = /%(?:[01][0-9a-f]|7f)|%e2%80%a[89]/i

/** Letters, digits and `-._~`: percent-encoded or not, the same URL. */
const unreserved = /^[A-Za-z0-9\-._~]$/

/**
 * The canonical spelling of a request path: dot segments resolved and backslashes read as slashes
 * (as browsers and the page cache's URL parser read them), percent-escapes of unreserved
 * characters decoded and the others in upper case, runs of slashes collapsed, and no trailing
 * slash but on `/`. It always starts with exactly one slash, so it can never name another host.
 */
export function canonicalPath(rawPath: string): string {
  const resolved = new URL(`http://site${rawPath.startsWith('/') ? '' : '/'}${rawPath}`).pathname
  const decoded = resolved.replace(/%([0-9a-fA-F]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16))
    return unreserved.test(character) ? character : escape.toUpperCase()
  })
  const collapsed = decoded.replace(/\/{2,}/g, '/')
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed
}

/** A comma alone: names no route, so React Router loads none, as for any list of unknown ids. */
const NO_ROUTES = ','

export type Refusal = { status: 400 } | { status: 405; allow: string }
/** A read of a path spelled otherwise: sent to the canonical one, with the same query. */
export type Redirect = { status: 301; location: string }
/** The request target React Router and the page cache see instead of the one that came. */
export type Rewrite = { url: string }
export type Verdict = Refusal | Redirect | Rewrite

/**
 * How the site turns a request away, or sends it to its canonical URL, or what it answers it as,
 * before React Router sees it; undefined when React Router may handle it as it came. `url` is the
 * request target as it came (path and query).
 */
export function createRequestGuard(routes: ServerBuild['routes']) {
  const routeTree = tree(routes)
  const withAction = new Set(
    Object.values(routes).flatMap((route) =>
      route && typeof route.module.action === 'function' ? [route.id] : [],
    ),
  )
  /**
   * `_routes` asks a data request for some of its routes' loaders (React Router's single fetch):
   * as many spellings as there are strings, for a few answers. It is kept as the routes of the
   * page that it names, in the page's order, and dropped where it names them all (the same answer
   * as without it) or where there is no data request (a document loads every route).
   */
  function canonicalQuery(path: string, query: string): string {
    if (!query.includes('_routes')) return query
    const params = new URLSearchParams(query)
    const asked = params.get('_routes')
    if (asked === null) return query
    const matched = path.endsWith('.data')
      ? (matchRoutes(routeTree, documentPath(path)) ?? []).map((match) => match.route.id ?? '')
      : []
    const names = new Set(asked.split(','))
    const kept = matched.filter((id) => names.has(id))
    params.delete('_routes')
    if (matched.length > 0 && kept.length < matched.length) {
      params.set('_routes', kept.length > 0 ? kept.join(',') : NO_ROUTES)
    }
    return params.size > 0 ? `?${params}` : ''
  }

  return (method: string, url: string): Verdict | undefined => {
    const queryAt = url.indexOf('?')
    const raw = queryAt === -1 ? url : url.slice(0, queryAt)
    if (encodedControl.test(raw)) return { status: 400 }
    const verb = method.toUpperCase()
    if (reads.has(verb)) {
      const query = queryAt === -1 ? '' : url.slice(queryAt)
      const path = canonicalPath(raw)
      if (path !== raw) {
        // The query as a URL parser writes it: what came may hold bytes no header may carry.
        return { status: 301, location: `${path}${new URL(`http://site/${query}`).search}` }
      }
      const canonical = canonicalQuery(path, query)
      return canonical === query ? undefined : { url: `${path}${canonical}` }
    }
    const leaf = matchRoutes(routeTree, documentPath(raw))?.at(-1)?.route.id
    const hasAction = leaf !== undefined && withAction.has(leaf)
    const allow = hasAction ? 'GET, HEAD, POST' : 'GET, HEAD'
    // The site's actions take forms, which are posted; React Router answers any other method
    // (OPTIONS, PUT, DELETE ...) with its developer message in the page.
    if (verb === 'POST' && hasAction) return undefined
    return { status: 405, allow }
  }
}
