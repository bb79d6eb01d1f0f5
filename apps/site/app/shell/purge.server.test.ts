// @vitest-environment node
import type { SiteIndex } from '@lamella/cms'
import { describe, expect, it, vi } from 'vitest'
import { resetEnv } from '#app/env.server'
import { publishedCms } from '#app/shared/cms/cms.server'
import { catchUpPurges, proxyPaths, purgeGeneration, purgeThisNode } from './purge.server'

const before: SiteIndex = {
  homePageId: 1,
  termsPageId: 2,
  privacyPageId: null,
  pages: [
    { id: 1, slugs: { nl: 'home', en: 'home' }, titles: {} },
    { id: 2, slugs: { nl: 'voorwaarden', en: 'terms' }, titles: {} },
  ],
  posts: [{ id: 7, slugs: { nl: 'winterklaar', en: 'winterize' }, titles: {} }],
  covers: [],
  projects: [],
  pools: [],
}
// the post was deleted and a page published
const after: SiteIndex = {
  ...before,
  pages: [...before.pages, { id: 3, slugs: { en: 'about' }, titles: {} }],
  posts: [],
}

describe('the URLs a purge sends to the proxy', () => {
  it('covers the site before and after the change, sitemaps and robots included', () => {
    const paths = proxyPaths([before, after])
    for (const path of [
      '/nl/blog/winterklaar',
      '/en/blog/winterize',
      '/en/about',
      '/en',
      '/en/blog',
      '/robots.txt',
      '/sitemap.xml',
      '/es/sitemap.xml',
    ]) {
      expect(paths, path).toContain(path)
    }
    expect([...paths].every((path) => path.startsWith('/'))).toBe(true)
  })

  it('covers the pages kept out of the sitemaps as well', () => {
    const hidden: SiteIndex = {
      ...after,
      pages: [...after.pages, { id: 4, slugs: { en: 'spring-offer' }, titles: {}, noIndex: true }],
    }
    expect(proxyPaths([hidden])).toContain('/en/spring-offer')
  })

  it('without the old index, a deleted item is not named', () => {
    expect(proxyPaths([after])).not.toContain('/en/blog/winterize')
  })
})

describe('a render thread after a purge', () => {
  it('drops its content reads before its next render, once for each purge', () => {
    vi.stubEnv('DIRECTUS_TOKEN', 'reader')
    resetEnv()
    const invalidate = vi.spyOn(publishedCms().cache, 'invalidate')
    catchUpPurges(purgeGeneration())
    expect(invalidate).not.toHaveBeenCalled()
    // the request thread's own purge drops its reads and counts
    purgeThisNode({ event: 'items.update', collection: 'pages', keys: [1] })
    expect(invalidate).toHaveBeenCalledTimes(1)
    // the thread's next render carries the count: its reads go before that render reads
    catchUpPurges(purgeGeneration())
    expect(invalidate).toHaveBeenCalledTimes(2)
    catchUpPurges(purgeGeneration())
    expect(invalidate).toHaveBeenCalledTimes(2)
    vi.unstubAllEnvs()
    resetEnv()
  })
})
