import { locales, type Locale } from '@lamella/i18n'
import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'
import type { Head } from '../lib/head'

/** Links to this page in every language that has it (from the page's hreflang alternates). */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const matches = useMatches()
  const head = [...matches]
    .reverse()
    .map((m) => (m.loaderData as { head?: Head } | undefined)?.head)
    .find((h) => h?.alternates?.length)
  const hrefFor = (tag: string, code: Locale) => {
    const alternate = head?.alternates?.find((a) => a.hrefLang === tag)
    return alternate ? new URL(alternate.href).pathname : `/${code}`
  }
  return (
    <nav aria-label={t('common.chooseLanguage')}>
      <ul className="flex gap-1 text-sm">
        {locales.map(({ code, tag, name }) => (
          <li key={code}>
            <a
              href={hrefFor(tag, code)}
              hrefLang={tag}
              lang={tag}
              aria-current={code === locale ? 'true' : undefined}
              title={name}
              className="inline-flex min-h-6 min-w-6 items-center justify-center rounded-sm px-1.5 py-1 font-medium uppercase text-ink-700 hover:text-primary aria-[current=true]:text-primary aria-[current=true]:underline"
            >
              {code}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
