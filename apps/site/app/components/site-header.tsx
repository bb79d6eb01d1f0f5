import type { NavItem } from '@lamella/cms'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { RootData } from '../lib/root-data'
import { LanguageSwitcher } from './language-switcher'
import { CmsLink } from './nav-link'

export function SiteHeader({ root }: { root: RootData | undefined }) {
  const { t } = useTranslation()
  const locale = root?.locale ?? 'nl'
  const global = root?.global
  const navItems = [...(global?.mainNavLeft ?? []), ...(global?.mainNavRight ?? [])]
  return (
    <header className="border-b border-border bg-background">
      {global && (global.topNavLeft.length > 0 || global.topNavRight.length > 0) && (
        <div className="bg-ink-50 text-sm">
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
            <ul className="flex gap-4">
              {global.topNavLeft.map((link) => (
                <li key={link.url + link.label}>
                  <CmsLink locale={locale} url={link.url} className="text-ink-700 hover:text-primary">
                    {link.label}
                  </CmsLink>
                </li>
              ))}
            </ul>
            <ul className="flex gap-4">
              {global.topNavRight.map((link) => (
                <li key={link.url + link.label}>
                  <CmsLink locale={locale} url={link.url} className="text-ink-700 hover:text-primary">
                    {link.label}
                  </CmsLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4">
        <Link to={`/${locale}`} className="text-2xl font-semibold tracking-tight text-brand-900">
          {global?.brand ?? 'Lamella'}
        </Link>
        {navItems.length > 0 && (
          <nav aria-label={t('nav.mainNavigation')}>
            <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
              {navItems.map((item, index) => (
                <MainNavItem key={index} item={item} locale={locale} />
              ))}
            </ul>
          </nav>
        )}
        <LanguageSwitcher locale={locale} />
      </div>
    </header>
  )
}

function MainNavItem({ item, locale }: { item: NavItem; locale: RootData['locale'] }) {
  if (item.kind === 'link') {
    return (
      <li>
        <CmsLink locale={locale} url={item.url} className="font-medium text-ink-800 hover:text-primary">
          {item.label}
        </CmsLink>
      </li>
    )
  }
  return (
    <li>
      <details className="group relative">
        <summary className="cursor-pointer list-none font-medium text-ink-800 hover:text-primary">
          {item.label}
        </summary>
        <ul className="absolute left-0 z-20 mt-2 w-64 rounded-md border border-border bg-background p-2 shadow-lg">
          {item.items.map((child) => (
            <li key={child.url + child.label}>
              <CmsLink
                locale={locale}
                url={child.url}
                className="block rounded-sm px-3 py-2 hover:bg-ink-50"
              >
                <span className="block font-medium text-ink-900">{child.label}</span>
                {child.description && (
                  <span className="block text-sm text-muted-foreground">{child.description}</span>
                )}
              </CmsLink>
            </li>
          ))}
        </ul>
      </details>
    </li>
  )
}
