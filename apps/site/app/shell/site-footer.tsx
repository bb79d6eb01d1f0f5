import { pathOf } from '#app/shared/paths'
import { StaticIsland } from '@lamella/blocks'
import { useTranslation } from '@lamella/i18n/react'
import { Container, Text, cn } from '@lamella/ui'
import { Link } from 'react-router'
import { requestConsentSettings } from '#app/features/consent'
import type { RootData } from '#app/shared/root-data'
import { SiteLink } from '#app/shared/ui/site-link'
import { useAfterHydration } from '#app/shared/use-after-load'

const footerLink =
  'rounded-xs text-ink-200 transition-colors hover:text-white hover:underline underline-offset-4'

/**
 * Opens the consent choice again, on a site with a tag manager (without one there is no choice
 * to make). A button, as it opens part of the page; shown once the page runs scripts, since
 * without them no tag loads and the button could do nothing.
 */
function CookieSettings() {
  const { t } = useTranslation()
  const interactive = useAfterHydration()
  if (!interactive) return null
  return (
    <button
      type="button"
      className={cn(footerLink, 'cursor-pointer')}
      onClick={requestConsentSettings}
    >
      {t('footer.cookieSettings')}
    </button>
  )
}

export function SiteFooter({ root }: { root: RootData | undefined }) {
  const { t, locale } = useTranslation()
  const shell = root?.shell
  const brand = shell?.brand ?? 'Lamella'
  return (
    <footer className="bg-brand-950 text-ink-200">
      {/* nothing in it moves but the consent button: hydration keeps the rest as it is */}
      <StaticIsland>
        <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-4 lg:py-16">
          <div className="col-span-2 flex flex-col gap-3 lg:col-span-1">
            <Text size="lg" weight="medium" tone="inverse" className="tracking-tight">
              {brand}
            </Text>
            {shell?.tagline && (
              <Text size="sm" tone="inherit" className="max-w-xs">
                {shell.tagline}
              </Text>
            )}
          </div>
          {shell?.footerGroups.map((group) => (
            <nav key={group.title} aria-label={group.title} className="flex flex-col gap-4">
              <Text asChild variant="eyebrow" tone="inverse">
                <h2>{group.title}</h2>
              </Text>
              <ul className="flex flex-col gap-2.5 text-sm">
                {group.links.map((link) => (
                  <li key={link.href + link.label}>
                    <SiteLink href={link.href} external={link.external} className={footerLink}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Container>
      </StaticIsland>
      <div className="border-t border-white/10">
        <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-6 text-sm">
          <StaticIsland>
            <Text size="sm" tone="inherit">
              {shell?.copyright ?? t('footer.copyright', { year: new Date().getFullYear(), brand })}
            </Text>
          </StaticIsland>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <StaticIsland>
              <Link
                to={root?.termsPath ?? pathOf(locale, { kind: 'terms' })}
                className={footerLink}
              >
                {t('footer.terms')}
              </Link>
              <Link to={pathOf(locale, { kind: 'privacy' })} className={footerLink}>
                {t('footer.privacy')}
              </Link>
            </StaticIsland>
            {root?.config.tagManager && <CookieSettings />}
          </div>
        </Container>
      </div>
    </footer>
  )
}
