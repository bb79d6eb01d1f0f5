import { expect, test, type APIRequestContext } from '@playwright/test'
import { allLocales } from './fixtures'
import { pictureTexts, pictureTextsOf } from './picture-texts'

// The sections later issues build: their links are in the menus already and may answer 404 until
// then. Anything else that answers 404 is a broken link.
const notYetBuilt: string[] = []
const MAX_PAGES = 400
const PARALLEL = 4

const isNotYetBuilt = (code: string, path: string) =>
  notYetBuilt.some((s) => path === `/${code}/${s}` || path.startsWith(`/${code}/${s}/`))

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")

/** The `<a href>` of an HTML page, with whether the anchor names another language (`hreflang`). */
function anchors(html: string) {
  return [...html.matchAll(/<a\b[^>]*>/gi)].flatMap(([tag]) => {
    const href = /\shref="([^"]*)"/i.exec(tag)?.[1]
    if (href === undefined) return []
    return [{ href: decode(href), hrefLang: /\shreflang="([^"]*)"/i.exec(tag)?.[1] }]
  })
}

/**
 * GETs a path without following redirects. A 301/308 counts when its target answers 200 (and
 * the target is what the page is then read from); anything else is the status itself.
 */
async function fetchPage(request: APIRequestContext, path: string) {
  let response = await request.get(path, { maxRedirects: 0 })
  let status = response.status()
  if (status === 301 || status === 308) {
    const location = response.headers()['location'] ?? ''
    response = await request.get(location, { maxRedirects: 0 })
    status = response.status() === 200 ? 200 : response.status()
    return { status, redirected: `${path} -> ${location} (${response.status()})`, response }
  }
  return { status, redirected: undefined, response }
}

for (const { code } of allLocales) {
  test(`${code}: every link of the site and every sitemap URL answers`, async ({ request }) => {
    // About 70 pages a language since the pools and the covers' colour filters.
    test.setTimeout(240_000)
    const start = `/${code}`
    const linkedFrom = new Map<string, string>([[start, '(start)']])
    const queue = [start]
    const broken: string[] = []
    const foreign: string[] = []
    const notYet = new Set<string>()
    const wrongLanguage: string[] = []
    const pictures = pictureTextsOf(code)
    const shown = new Set<string>()
    let crawled = 0

    // A picture's caption, alternative text or name is in the page's language: never another
    // language's seeded text, never a file's (English) title.
    const checkPictures = (path: string, html: string) => {
      for (const { kind, value } of pictureTexts(html)) {
        const other = pictures.foreign.find((text) => value.includes(text))
        if (other) wrongLanguage.push(`${kind} "${value}" on ${path} has "${other}"`)
        for (const text of pictures.own) if (value.includes(text)) shown.add(text)
      }
    }

    const visit = async (path: string) => {
      const { status, redirected, response } = await fetchPage(request, path)
      if (status === 404 && isNotYetBuilt(code, path)) return void notYet.add(path)
      if (status !== 200) {
        broken.push(`${redirected ?? path} answers ${status}, linked from ${linkedFrom.get(path)}`)
        return
      }
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) return
      crawled++
      const html = await response.text()
      checkPictures(path, html)
      for (const { href, hrefLang } of anchors(html)) {
        // `?page=2` ('load more') is a link to the same path: followed, so every item is reached.
        const absolute = href.startsWith('?') ? path.split('?')[0] + href : href
        if (!absolute.startsWith('/') || absolute.startsWith('//')) continue
        const target = absolute.split('#')[0]!
        const own =
          target === `/${code}` || target.startsWith(`/${code}/`) || target.startsWith(`/${code}?`)
        if (!own) {
          // The language switcher links to the other languages on purpose (and names them):
          // those pages are crawled with their own language.
          if (!hrefLang) foreign.push(`${href} on ${path}`)
          continue
        }
        if (linkedFrom.has(target)) continue
        linkedFrom.set(target, path)
        queue.push(target)
      }
    }

    // Breadth first, a few requests at a time.
    while (queue.length > 0) {
      expect(linkedFrom.size, 'the crawl should stay small').toBeLessThanOrEqual(MAX_PAGES)
      await Promise.all(queue.splice(0, PARALLEL).map(visit))
    }

    const sitemap = await request.get(`/${code}/sitemap.xml`)
    expect(sitemap.status()).toBe(200)
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      decode(m[1]!),
    )
    expect(locs.length).toBeGreaterThan(0)
    for (let i = 0; i < locs.length; i += PARALLEL) {
      await Promise.all(
        locs.slice(i, i + PARALLEL).map(async (loc) => {
          // A sitemap names the final URL of a page: no redirect, no 404 of any kind.
          const response = await request.get(loc, { maxRedirects: 0 })
          const status = response.status()
          if (status !== 200) broken.push(`${loc} answers ${status}, listed in the sitemap`)
          // a page no link leads to has its pictures checked here
          else if (!linkedFrom.has(new URL(loc).pathname)) {
            checkPictures(new URL(loc).pathname, await response.text())
          }
        }),
      )
    }

    const origin = new URL(sitemap.url()).origin
    const unlinked = locs.filter((loc) => !linkedFrom.has(loc.slice(origin.length)))
    console.log(
      `${code}: crawled ${crawled} pages from ${linkedFrom.size} links, checked ${locs.length} ` +
        `sitemap URLs; not built yet (404 allowed): ${[...notYet].sort().join(', ') || 'none'}; ` +
        `in the sitemap but linked from no page: ${unlinked.join(', ') || 'none'}`,
    )
    expect(broken, 'broken links').toEqual([])
    expect(foreign, 'links without the page language prefix').toEqual([])
    expect(wrongLanguage, 'picture texts in another language').toEqual([])
    // Every seeded caption and alternative text of this language is on a page (the check read
    // them, not just pages without any), and so no picture lost its words in this language.
    expect(pictures.own.length).toBeGreaterThan(50)
    expect(
      pictures.own.filter((text) => !shown.has(text)),
      'picture texts of this language no page shows',
    ).toEqual([])
    // The crawl reached the site's content, not just the menus.
    expect(crawled).toBeGreaterThan(20)
  })
}
