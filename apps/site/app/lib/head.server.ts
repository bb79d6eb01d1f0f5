import { createI18n, locales, type Locale } from '@lamella/i18n'
import { robotsDirective, type Alternate, type Head } from './head'

export interface HeadInput {
  request: Request
  locale: Locale
  brand: string
  /** the page's own title, placed in the title template */
  title: string
  description?: string | null
  seo?: { noIndex?: boolean; noFollow?: boolean } | null
  /** path of this page in every language that has it, without the `/{lang}` prefix */
  paths?: Partial<Record<Locale, string>>
}

export function siteOrigin(request: Request) {
  return process.env.SITE_URL?.replace(/\/$/, '') ?? new URL(request.url).origin
}

export function localizedPath(locale: Locale, path: string) {
  return `/${locale}${path === '' || path === '/' ? '' : path.startsWith('/') ? path : `/${path}`}`
}

export function buildHead({
  request,
  locale,
  brand,
  title,
  description,
  seo,
  paths,
}: HeadInput): Head {
  const { t } = createI18n(locale)
  const origin = siteOrigin(request)
  const alternates: Alternate[] = []
  for (const { code, tag } of locales) {
    const path = paths?.[code]
    if (path !== undefined)
      alternates.push({ hrefLang: tag, href: origin + localizedPath(code, path) })
  }
  const own = paths?.[locale]
  return {
    title: t('meta.titleTemplate', { page: title, brand }),
    description: description ?? undefined,
    robots: robotsDirective(seo),
    canonical: own !== undefined ? origin + localizedPath(locale, own) : undefined,
    alternates,
  }
}
