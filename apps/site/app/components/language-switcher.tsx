import { locales, type Locale } from '@lamella/i18n'
import { cn } from '@lamella/ui'
import { useTranslation } from '@lamella/i18n/react'
import { useLocation, useMatches } from 'react-router'
import type { Head } from '../lib/head'
import { pathOf } from '../lib/paths'

const linkSize = {
  /** the header's top bar */
  sm: 'min-h-6 min-w-8 px-1.5 text-xs tracking-wide',
  /** the mobile menu: full touch targets */
  lg: 'min-h-11 min-w-11 px-3 text-sm tracking-wide',
}

/**
 * Links to this page in every language that has it (the page's paths per language, from its
 * loader); on a screen without them (an error) to each language's home page. Following one sets
 * the locale cookie: the server remembers the language of every `/{lang}` page it serves.
 * The query string goes along: what it holds (a configuration, filters, a dealer search, a page
 * number) means the same in every language, so a visitor switching keeps it.
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
  const paths = [...matches]
    .reverse()
    .map((m) => (m.loaderData as { head?: Head } | undefined)?.head?.paths)
    .find(Boolean)
  const available = locales.filter(({ code }) => !paths || paths[code] !== undefined)
  const hrefFor = (code: Locale) =>
    paths?.[code] ? paths[code] + search : pathOf(code, { kind: 'home' })
  return (
    <nav aria-label={t('common.chooseLanguage')} className={className}>
      <ul className={cn('flex flex-wrap', size === 'lg' ? 'gap-2' : 'gap-0.5')}>
        {available.map(({ code, tag, name }) => (
          <li key={code}>
            <a
              href={hrefFor(code)}
              hrefLang={tag}
              lang={tag}
              aria-current={code === locale ? 'true' : undefined}
              title={name}
              className={cn(
                'inline-flex items-center justify-center rounded-full font-medium uppercase text-ink-600 transition-colors hover:text-foreground',
                'aria-[current=true]:bg-background aria-[current=true]:text-foreground aria-[current=true]:shadow-xs aria-[current=true]:ring-1 aria-[current=true]:ring-border',
                linkSize[size],
              )}
            >
              {code}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
