import { matchRoutes, type ServerBuild } from 'react-router'

/**
 * Which methods a request may use, decided before React Router sees it. Two kinds of request
 * would otherwise go wrong there: a method the Fetch API cannot carry (TRACE, CONNECT, TRACK:
 * `new Request()` throws, and the visitor got a 500), and a write to a route without an action,
 * which React Router answers 405 with its developer message, naming the route module's file, in
 * the page's hydration data and in `.data` answers.
 */

const unrepresentable = new Set(['CONNECT', 'TRACE', 'TRACK'])
const reads = new Set(['GET', 'HEAD'])

interface GuardRoute {
  id: string
  path?: string
  index?: boolean
  hasAction: boolean
  children?: GuardRoute[]
}

function tree(routes: ServerBuild['routes'], parentId?: string): GuardRoute[] {
  return Object.values(routes).flatMap((route) =>
    route && route.parentId === parentId
      ? [
          {
            id: route.id,
            ...(route.path === undefined ? {} : { path: route.path }),
            ...(route.index ? { index: true } : {}),
            hasAction: typeof route.module.action === 'function',
            children: tree(routes, route.id),
          },
        ]
      : [],
  )
}

/** The page a single-fetch data request (`/en/blog.data`, `/_root.data`) is for. */
function documentPath(path: string) {
  if (path === '/_root.data') return '/'
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path
}

/**
 * Returns the `Allow` header for a request the site must turn away with 405, or undefined when
 * React Router may handle it. `url` is the request target as it came (path and query).
 */
export function createMethodGuard(routes: ServerBuild['routes']) {
  const routeTree = tree(routes)
  return (method: string, url: string): string | undefined => {
    const verb = method.toUpperCase()
    if (reads.has(verb)) return undefined
    const path = documentPath(url.split('?')[0] ?? '/')
    const leaf = matchRoutes(routeTree, path)?.at(-1)?.route
    const allow = leaf?.hasAction ? 'GET, HEAD, POST' : 'GET, HEAD'
    if (unrepresentable.has(verb) || !leaf?.hasAction) return allow
    return undefined
  }
}
