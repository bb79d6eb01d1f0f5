import { useTranslation } from '@lamella/i18n/react'
import { useRootData } from '#app/shared/root-data'
import { PreviewBanner } from '#app/features/preview'
import { PromoBanner } from './promo-banner'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export function SiteShell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation()
  const root = useRootData()
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-full focus:bg-primary focus:px-5 focus:py-2.5 focus:font-medium focus:text-primary-foreground focus:shadow-lg"
      >
        {t('common.skipToContent')}
      </a>
      {root?.preview && <PreviewBanner bannerSchedule={root.preview.bannerSchedule} />}
      {root?.shell?.banner && <PromoBanner banner={root.shell.banner} />}
      <SiteHeader root={root} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter root={root} />
    </div>
  )
}
