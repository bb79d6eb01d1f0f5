import {
  covers,
  dealers,
  globalSettings,
  pages,
  partialPages,
  pools,
  posts,
  projects,
} from '@lamella/cms-server/content'
import type {
  PageSeed,
  PartialPageSeed,
  PostSeed,
  CoverSeed,
  PoolSeed,
  ProjectSeed,
} from '@lamella/cms-server/content'
import { locales, type Locale } from '@lamella/i18n'
import { catalogues } from '@lamella/i18n/messages'
import { e2eCmsUrl } from './stack-env'

/** What the CMS was seeded with, to compare against what the site shows. */
export const content = {
  covers,
  dealers,
  globalSettings,
  pages,
  partialPages,
  pools,
  posts,
  projects,
}

export const allLocales = locales.map((l) => ({ code: l.code as Locale, tag: l.tag }))

export const brand = globalSettings.brand

export function page(key: string) {
  const found = pages.find((p) => p.key === key)
  if (!found) throw new Error(`No seeded page ${key}`)
  return found
}

/** Posts newest first, as the blog lists them. */
export const postsByDate = [...posts].sort((a, b) =>
  b.date_published.localeCompare(a.date_published),
)

export const cmsUrl = e2eCmsUrl

/** The UI texts of each language, for names the site takes from its catalogues. */
export const messages = catalogues

/** A phone: below `md`, where the header shows the Menu button instead of the navigation. */
export const phone = { width: 390, height: 844 }

export const tagOf = (code: Locale) => locales.find((l) => l.code === code)!.tag

/** Where the site serves a seeded page: home and terms at their own routes, others by slug. */
export function pagePath(seed: PageSeed, code: Locale) {
  if (seed.key === 'home') return `/${code}`
  if (seed.key === 'terms') return `/${code}/terms-and-conditions`
  if (seed.key === 'privacy') return `/${code}/privacy`
  return `/${code}/${seed.t[tagOf(code)].slug}`
}

/** The seeded page in fewer languages than five: open days, in Dutch and French. */
export function partialPage(key: string) {
  const found = partialPages.find((p) => p.key === key)
  if (!found) throw new Error(`No seeded partial page ${key}`)
  return found
}

/** Where the site serves a page that is in some languages only; undefined in the others. */
export function partialPagePath(seed: PartialPageSeed, code: Locale) {
  const slug = seed.t[tagOf(code)]?.slug
  return slug === undefined ? undefined : `/${code}/${slug}`
}

type Item = PostSeed | CoverSeed | ProjectSeed | PoolSeed
const sectionOf = (item: Item) =>
  posts.includes(item as PostSeed)
    ? 'blog'
    : covers.includes(item as CoverSeed)
      ? 'covers'
      : pools.includes(item as PoolSeed)
        ? 'pools'
        : 'projects'

/** Where the site serves a seeded post, cover or project. */
export function itemPath(item: Item, code: Locale) {
  return `/${code}/${sectionOf(item)}/${item.t[tagOf(code)].slug}`
}

/**
 * One page of each template, addressed in every language: the paths the language switcher,
 * hreflang and the sitemaps must agree on. `title` is the page's own name (its h1 and last crumb),
 * `trail` the crumbs between home and it.
 */
export interface Template {
  name: string
  path: (code: Locale) => string
  title?: (code: Locale) => string
  trail?: (code: Locale) => { name: string; path: string }[]
}

const section = (key: 'blog' | 'covers' | 'projects' | 'pools') => (code: Locale) => [
  { name: catalogues[code][key].title, path: `/${code}/${key}` },
]
const titleOf = (seed: { t: Record<string, { title: string }> }) => (code: Locale) =>
  seed.t[tagOf(code)]!.title

export const templates: Template[] = [
  { name: 'home', path: (code) => `/${code}` },
  {
    name: 'blog index',
    path: (code) => `/${code}/blog`,
    title: (code) => catalogues[code].blog.title,
  },
  {
    name: 'blog article',
    path: (code) => itemPath(postsByDate[0]!, code),
    title: titleOf(postsByDate[0]!),
    trail: section('blog'),
  },
  {
    name: 'covers index',
    path: (code) => `/${code}/covers`,
    title: (code) => catalogues[code].covers.title,
  },
  {
    name: 'cover detail',
    path: (code) => itemPath(covers[0]!, code),
    title: titleOf(covers[0]!),
    trail: section('covers'),
  },
  {
    name: 'projects index',
    path: (code) => `/${code}/projects`,
    title: (code) => catalogues[code].projects.title,
  },
  {
    name: 'project detail',
    path: (code) => itemPath(projects[0]!, code),
    title: titleOf(projects[0]!),
    trail: section('projects'),
  },
  {
    name: 'faq',
    path: (code) => `/${code}/faq`,
    title: (code) => catalogues[code].faq.title,
  },
  {
    name: 'configurator',
    path: (code) => `/${code}/configure`,
    title: (code) => catalogues[code].configurator.title,
  },
  { name: 'terms', path: (code) => pagePath(page('terms'), code), title: titleOf(page('terms')) },
  {
    name: 'pools index',
    path: (code) => `/${code}/pools`,
    title: (code) => catalogues[code].pools.title,
  },
  {
    name: 'pool detail',
    path: (code) => itemPath(pools[0]!, code),
    title: titleOf(pools[0]!),
    trail: section('pools'),
  },
  { name: 'about', path: (code) => pagePath(page('about'), code), title: titleOf(page('about')) },
  {
    name: 'our story',
    path: (code) => pagePath(page('our-story'), code),
    title: titleOf(page('our-story')),
    trail: (code) => [
      { name: page('about').t[tagOf(code)].title, path: pagePath(page('about'), code) },
    ],
  },
  {
    name: 'dealers',
    path: (code) => `/${code}/dealers`,
    title: (code) => catalogues[code].dealers.title,
  },
]
