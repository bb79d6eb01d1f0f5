import { locales, type Locale } from '@lamella/i18n'
import { translatorFor } from '@lamella/i18n/server'
import { robotsDirective, type Alternate, type Head } from './head'
import { siteOrigin } from './site-url.server'

export interface HeadInput {
  locale: Locale
  brand: string
  /** the page's own title, placed in the title template */
  title: string
  description?: string | null
  seo?: { noIndex?: boolean; noFollow?: boolean } | null
  /** path of this page in every language that has it, without the `/{lang}` prefix */
  paths?: Partial<Record<Locale, string>>
}

export function localizedPath(locale: Locale, path: string) {
  return `/${locale}${path === '' || path === '/' ? '' : path.startsWith('/') ? path : `/${path}`}`
}

export function buildHead({ locale, brand, title, description, seo, paths }: HeadInput): Head {
  const t = translatorFor(locale)
  const origin = siteOrigin()
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
