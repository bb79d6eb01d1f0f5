import type { Page } from '@playwright/test'

/**
 * Makes the pages `page` opens from now on believe they come from an older build than the one
 * the server runs: what a tab open across a deployment is. React Router's manifest, which names
 * the page's build, is given another version as the page defines it; the server's answers keep
 * naming their own build, as after a deployment.
 */
export function servedByAnOlderBuild(page: Page) {
  return page.addInitScript(() => {
    let manifest: unknown
    Object.defineProperty(window, '__reactRouterManifest', {
      configurable: true,
      get: () => manifest,
      set: (value: object) => {
        manifest = { ...value, version: 'an-older-build' }
      },
    })
  })
}

/**
 * From now on, answers React Router's requests as a server running another build would: the
 * site's own answers, with the `Server-Timing` entry of a newer build.
 */
export function deployAnew(page: Page) {
  const isRouterRequest = (url: URL) =>
    url.pathname.endsWith('.data') || url.pathname === '/__manifest'
  return page.route(isRouterRequest, async (route) => {
    try {
      const response = await route.fetch()
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'server-timing': 'build;desc="a-newer-build"' },
      })
    } catch {
      // the page went away meanwhile
    }
  })
}
