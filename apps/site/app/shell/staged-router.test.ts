import { afterEach, describe, expect, it, vi } from 'vitest'
import { prepareHistoryEntry, startRouter } from './staged-router'

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

describe('prepareHistoryEntry', () => {
  afterEach(() => {
    window.history.replaceState(null, '')
    vi.restoreAllMocks()
  })

  it('gives a first visit’s entry a key and an index in one write', () => {
    const replaceState = vi.spyOn(window.history, 'replaceState')
    prepareHistoryEntry()
    expect(replaceState).toHaveBeenCalledTimes(1)
    expect(window.history.state).toMatchObject({ idx: 0, key: expect.stringMatching(/^\w+$/) })
  })

  it('keeps the key and index of an entry the browser returned to', () => {
    window.history.replaceState({ key: 'k1', idx: 4, usr: { from: 'menu' } }, '')
    const replaceState = vi.spyOn(window.history, 'replaceState')
    prepareHistoryEntry()
    expect(replaceState).not.toHaveBeenCalled()
    expect(window.history.state).toEqual({ key: 'k1', idx: 4, usr: { from: 'menu' } })
  })

  it('drops the mask of a masked navigation and keeps the rest', () => {
    window.history.replaceState({ key: 'k1', idx: 2, masked: { pathname: '/en/x' } }, '')
    prepareHistoryEntry()
    expect(window.history.state).toMatchObject({ key: 'k1', idx: 2, masked: undefined })
  })
})
