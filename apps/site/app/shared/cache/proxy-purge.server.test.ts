// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { dataPath, purgeProxy } from './proxy-purge.server'

describe('proxy purge', () => {
  it('names the data URL React Router fetches for a page', () => {
    expect(dataPath('/')).toBe('/_root.data')
    expect(dataPath('/en')).toBe('/en.data')
    expect(dataPath('/en/blog/')).toBe('/en/blog.data')
  })

  it('purges each page and its data in every stored encoding, and counts what was cached', async () => {
    const seen: string[] = []
    const fetchImpl = vi.fn<typeof fetch>(async (input, init) => {
      const encoding = new Headers(init?.headers).get('accept-encoding')
      seen.push(`${String(input)} ${encoding}`)
      return new Response(null, { status: String(input).endsWith('.data') ? 404 : 200 })
    })
    const result = await purgeProxy('http://proxy/_purge/', ['/en', '/en', '/nl/sitemap.xml'], {
      fetchImpl,
    })
    expect(seen.sort()).toEqual(
      [
        'http://proxy/_purge/en br',
        'http://proxy/_purge/en gzip',
        'http://proxy/_purge/en identity',
        'http://proxy/_purge/en.data br',
        'http://proxy/_purge/en.data gzip',
        'http://proxy/_purge/en.data identity',
        'http://proxy/_purge/nl/sitemap.xml br',
        'http://proxy/_purge/nl/sitemap.xml gzip',
        'http://proxy/_purge/nl/sitemap.xml identity',
      ].sort(),
    )
    expect(result).toEqual({ requests: 9, removed: 6, failed: 0 })
  })

  it('counts refusals and unreachable proxies as failures', async () => {
    let call = 0
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      call++
      if (call === 1) throw new TypeError('fetch failed')
      return new Response(null, { status: 403 })
    })
    expect(await purgeProxy('http://proxy/_purge', ['/robots.txt'], { fetchImpl })).toEqual({
      requests: 3,
      removed: 0,
      failed: 3,
    })
  })
})
