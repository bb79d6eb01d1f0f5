import { covers, globalSettings, pages, posts, projects } from '@lamella/cms-server/content'
import { locales, type Locale } from '@lamella/i18n'

/** What the CMS was seeded with, to compare against what the site shows. */
export const content = { covers, globalSettings, pages, posts, projects }

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

export const cmsUrl = `http://127.0.0.1:${process.env.E2E_CMS_PORT ?? '8155'}`
