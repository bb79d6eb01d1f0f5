import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

/**
 * Requests the site turns away before React Router sees them, because they would go wrong there:
 * a method the Fetch API cannot carry (TRACE, CONNECT, TRACK: `new Request()` throws, and the
 * visitor got a 500), any write but a POST to a route with an action, which React Router answers
 * 405 with its developer message, naming the route module's file, in the page's hydration data
 * and in `.data` answers, and a path with an encoded control character (below).
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

export type Refusal = { status: 400 } | { status: 405; allow: string }

/**
 * How the site turns a request away before React Router sees it, or undefined when React Router
 * may handle it. `url` is the request target as it came (path and query).
 */
export function createRequestGuard(routes: ServerBuild['routes']) {
  const routeTree = tree(routes)
  const withAction = new Set(
    Object.values(routes).flatMap((route) =>
      route && typeof route.module.action === 'function' ? [route.id] : [],
    ),
  )
  return (method: string, url: string): Refusal | undefined => {
    const raw = url.split('?')[0] ?? '/'
    if (encodedControl.test(raw)) return { status: 400 }
    const verb = method.toUpperCase()
    if (reads.has(verb)) return undefined
    const leaf = matchRoutes(routeTree, documentPath(raw))?.at(-1)?.route.id
    const hasAction = leaf !== undefined && withAction.has(leaf)
    const allow = hasAction ? 'GET, HEAD, POST' : 'GET, HEAD'
    // The site's actions take forms, which are posted; React Router answers any other method
    // (OPTIONS, PUT, DELETE ...) with its developer message in the page.
    if (verb === 'POST' && hasAction) return undefined
    return { status: 405, allow }
  }
}
