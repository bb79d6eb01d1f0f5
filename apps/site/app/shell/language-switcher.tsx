import { locales, type Locale } from '@lamella/i18n'
import { cn } from '@lamella/ui'
import { useTranslation } from '@lamella/i18n/react'
import { useLocation, useMatches } from 'react-router'
import type { Head } from '#app/shared/seo/head'
import { pathOf } from '#app/shared/paths'
import { rememberLocale } from '#app/shared/locale/remember-locale'

const linkSize = {
  /** the header's top bar */
  sm: 'min-h-6 min-w-8 px-1.5 text-xs tracking-wide',
  /** the mobile menu: full touch targets */
  lg: 'min-h-11 min-w-11 px-3 text-sm tracking-wide',
}

const noteSize = {
  sm: 'text-[0.6875rem]',
  lg: 'text-sm',
}

/**
 * Links to this page in each of the five languages. Where the page is translated, the link leads
 * to its translation (the page's paths per language, from its loader). Where it is not, the link
 * leads to the nearest page that is (its section, its parent page, or that language's home
 * page), says "(not translated)" in that language and explains where it leads. Every link names
 * the language of the page it leads to with `hreflang`; only the head's alternates claim that a
 * page is a translation of this one. On a screen without paths (an error) every language leads to
 * its home page. Following a link stores the chosen language in the locale cookie at once (the
 * page shown next does as well, once hydrated): the server sets no cookie on language pages.
 * The query string goes along to translations: what it holds (a configuration, filters, a dealer
 * search, a page number) means the same in every language, so a visitor switching keeps it.
 */
export function LanguageSwitcher({
  locale,
  size = 'sm',
  className,
}: {
  locale: Locale
  size?: keyof typeof linkSize
  className?: string
}) {
  const { t } = useTranslation()
  const matches = useMatches()
  const { search } = useLocation()
  const head = [...matches]
    .reverse()
    .map((m) => (m.loaderData as { head?: Head } | undefined)?.head)
    .find((found) => found?.paths)
  const paths = head?.paths
  const entryOf = (code: Locale) => {
    const translated = paths?.[code]
    if (translated !== undefined) return { href: translated + search }
    const fallback = head?.fallbacks?.[code]
    if (fallback) return { href: fallback.path, fallback }
    return paths ? null : { href: pathOf(code, { kind: 'home' }) }
  }
  return (
    <nav aria-label={t('common.chooseLanguage')} className={className}>
      <ul className={cn('flex flex-wrap', size === 'lg' ? 'gap-2' : 'gap-0.5')}>
        {locales.map(({ code, tag, name }) => {
          const entry = entryOf(code)
          if (!entry) return null
          const { href, fallback } = entry
          return (
            <li key={code}>
              <a
                href={href}
                hrefLang={tag}
                lang={tag}
                aria-current={code === locale ? 'true' : undefined}
                title={fallback ? `${name}. ${fallback.description}` : name}
                data-translated={fallback ? 'false' : undefined}
                onClick={() => rememberLocale(code)}
                className={cn(
                  'inline-flex items-center justify-center gap-1 rounded-full font-medium text-ink-600 transition-colors hover:text-foreground',
                  'aria-[current=true]:bg-background aria-[current=true]:text-foreground aria-[current=true]:shadow-xs aria-[current=true]:ring-1 aria-[current=true]:ring-border',
                  linkSize[size],
                )}
              >
                <span className="uppercase">{code}</span>
                {fallback && ' '}
                {fallback && (
                  <span className={cn('font-normal tracking-normal', noteSize[size])}>
                    {fallback.note}
                  </span>
                )}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
