import { useLayoutEffect, useState, type ContextType } from 'react'
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createClientRoutes as createClientRoutes,
  UNSAFE_createRouter as createRouter,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_defaultMapRouteProperties as defaultMapRouteProperties,
  UNSAFE_getHydrationData as getHydrationData,
  UNSAFE_getPatchRoutesOnNavigationFunction as getPatchRoutesOnNavigationFunction,
  UNSAFE_getTurboStreamSingleFetchDataStrategy as getTurboStreamSingleFetchDataStrategy,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_useFogOFWarDiscovery as useFogOfWarDiscovery,
  type DataRouter as Router,
} from 'react-router'
import { RouterProvider } from 'react-router/dom'

type Framework = NonNullable<ContextType<typeof FrameworkContext>>
type HydrationState = Parameters<typeof getHydrationData>[0]['state']

/** What React Router's server render leaves on the page for the browser to start from. */
interface ServerHandoff {
  basename?: string
  future: Framework['future']
  routeDiscovery: Framework['routeDiscovery']
  ssr: boolean
  isSpaMode: boolean
  stream?: ReadableStream<Uint8Array>
}

declare global {
  interface Window {
    __reactRouterContext?: ServerHandoff
    __reactRouterManifest?: Framework['manifest'] & { sri?: unknown }
    __reactRouterRouteModules?: Framework['routeModules']
  }
}

/**
 * One write of the current history entry, before React Router reads it, with what its scroll
 * restoration and its history would each have written: the key the page's place is kept under
 * (scroll-restoration.tsx), the index its history counts from, and no mask left from a masked
 * navigation.
 */
export function prepareHistoryEntry(history: History = window.history) {
  const state: Record<string, unknown> = history.state ?? {}
  if (state.key && state.idx != null && !state.masked) return
  history.replaceState(
    {
      ...state,
      key: state.key || Math.random().toString(32).slice(2),
      idx: state.idx ?? 0,
      masked: undefined,
    },
    '',
  )
}

export interface StagedStart {
  router: Router
  framework: Framework
}

const initialized = new WeakSet<Router>()

/** A task of its own for what follows: a tap or a paint can come in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Makes the router React Router's `HydratedRouter` would make, from the same parts, in steps that
 * are each a task of their own: decoding the loader data, matching the routes for the hydration
 * data, creating the router. `HydratedRouter` does all of it in one render, the longest task of a
 * page's start-up on a slow phone. For a page of this site's server render; it refuses what the
 * site does not use (single-page mode, subresource integrity), which `HydratedRouter` handles.
 */
export async function startRouter(): Promise<StagedStart> {
  const context = window.__reactRouterContext
  const manifest = window.__reactRouterManifest
  const routeModules = window.__reactRouterRouteModules
  if (!context?.stream || !manifest || !routeModules) {
    throw new Error('The page has no server render to hydrate')
  }
  if (context.isSpaMode || manifest.sri) {
    throw new Error("Single-page mode and subresource integrity need React Router's HydratedRouter")
  }
  const stream = context.stream
  context.stream = undefined
  // not in the task that evaluated React DOM and this module
  await nextTask()
  const state = (await decodeViaTurboStream(stream, window)).value as HydrationState
  await nextTask()

  const routes = createClientRoutes(manifest.routes, routeModules, state, context.ssr, false)
  const hydrationData = getHydrationData({
    state,
    routes,
    getRouteInfo: (routeId) => ({
      clientLoader: routeModules[routeId]?.clientLoader,
      hasLoader: manifest.routes[routeId]?.hasLoader === true,
      hasHydrateFallback: routeModules[routeId]?.HydrateFallback != null,
    }),
    location: window.location,
    basename: context.basename,
    future: context.future,
    isSpaMode: false,
  })
  await nextTask()

  prepareHistoryEntry()
  const router: Router = createRouter({
    routes,
    history: createBrowserHistory(),
    basename: context.basename,
    hydrationData,
    mapRouteProperties: defaultMapRouteProperties,
    hydrationRouteProperties,
    dataStrategy: getTurboStreamSingleFetchDataStrategy(
      () => router,
      manifest,
      routeModules,
      context.ssr,
    ),
    patchRoutesOnNavigation: getPatchRoutesOnNavigationFunction(
      () => router,
      manifest,
      routeModules,
      context.ssr,
      context.routeDiscovery,
      false,
      context.basename,
    ),
  })
  // as `HydratedRouter` does: with every route's data at hand the router starts now, else once
  // the page has hydrated
  if (router.state.initialized) {
    initialized.add(router)
    router.initialize()
  }
  await nextTask()

  return {
    router,
    framework: {
      manifest,
      routeModules,
      future: context.future,
      ssr: context.ssr,
      isSpaMode: false,
      routeDiscovery: context.routeDiscovery,
    },
  }
}

/**
 * Hydrates the page with a router `startRouter` made: the tree `HydratedRouter` renders (the
 * framework's context, its error boundary, the router) and the same effects (the router starts
 * once hydrated, the location follows it, routes are discovered as links appear).
 */
export function StagedRouter({ start: { router, framework } }: { start: StagedStart }) {
  const [location, setLocation] = useState(router.state.location)
  useLayoutEffect(() => {
    if (initialized.has(router)) return
    initialized.add(router)
    router.initialize()
  }, [router])
  useLayoutEffect(
    () =>
      router.subscribe((next) => {
        if (next.location !== location) setLocation(next.location)
      }),
    [router, location],
  )
  useFogOfWarDiscovery(
    router,
    framework.manifest,
    framework.routeModules,
    framework.ssr,
    framework.routeDiscovery,
    framework.isSpaMode,
  )
  // The same shape as `HydratedRouter`'s, the empty fragment too: it stands for what the
  // server's router renders beside the app, and `useId` numbers by position, so the ids the
  // browser makes match the server's
  return (
    <>
      <FrameworkContext.Provider value={framework}>
        <RemixErrorBoundary location={location}>
          <RouterProvider router={router} />
        </RemixErrorBoundary>
      </FrameworkContext.Provider>
      <></>
    </>
  )
}
