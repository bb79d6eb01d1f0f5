import { afterEach, describe, expect, it } from 'vitest'
import { startRouter } from './staged-router'

const handoff = () => ({
  future: {},
  routeDiscovery: { mode: 'lazy' as const, manifestPath: '/__manifest' },
  ssr: true,
  isSpaMode: false,
  stream: new ReadableStream<Uint8Array>(),
})
const manifest = () => ({ routes: {}, entry: { module: '', imports: [] }, url: '', version: 'a1' })

afterEach(() => {
  delete window.__reactRouterContext
  delete window.__reactRouterManifest
  delete window.__reactRouterRouteModules
})

describe('startRouter refuses what it does not do', () => {
  it('a page without the server render’s hand-off', async () => {
    await expect(startRouter()).rejects.toThrow('no server render')
  })

  it.each([
    ['single-page mode', { isSpaMode: true }, {}],
    ['subresource integrity', {}, { sri: true }],
  ])('%s, with the loader data still there to decode', async (_, context, extra) => {
    const server = { ...handoff(), ...context }
    window.__reactRouterContext = server as never
    window.__reactRouterManifest = { ...manifest(), ...extra } as never
    window.__reactRouterRouteModules = {}
    await expect(startRouter()).rejects.toThrow('HydratedRouter')
    expect(server.stream).toBeInstanceOf(ReadableStream)
  })
})
