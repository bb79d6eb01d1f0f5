import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { RootData } from '../lib/root-data'
import { CmsLink } from './nav-link'

export function SiteFooter({ root }: { root: RootData | undefined }) {
  const { t } = useTranslation()
  const locale = root?.locale ?? 'nl'
  const global = root?.global
  const brand = global?.brand ?? 'Lamella'
  return (
    <footer className="mt-16 bg-brand-950 text-ink-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-semibold text-white">{brand}</p>
          {global?.tagline && <p className="mt-2 text-sm text-ink-200">{global.tagline}</p>}
        </div>
        {global?.footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{group.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.url + link.label}>
                  <CmsLink locale={locale} url={link.url} className="text-ink-100 hover:text-white hover:underline">
                    {link.label}
                  </CmsLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 text-sm text-ink-200">
          <p>{global?.copyright ?? t('footer.copyright', { year: new Date().getFullYear(), brand })}</p>
          <Link to={`/${locale}/terms-and-conditions`} className="hover:text-white hover:underline">
            {t('footer.terms')}
          </Link>
        </div>
      </div>
    </footer>
  )
}
