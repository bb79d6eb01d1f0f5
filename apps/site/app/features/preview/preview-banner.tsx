import { useTranslation } from '@lamella/i18n/react'
import { Button } from '@lamella/ui'
import { useLocation } from 'react-router'

/**
 * Shown to editors in draft preview only. Exiting is a plain form post, so it works before
 * hydration and the next page loads without the preview cookie.
 */
export function PreviewBanner() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <section
      aria-label={t('preview.label')}
      data-preview-banner=""
      className="sticky top-0 z-40 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-b border-warning bg-warning-soft px-4 py-2 text-sm text-warning"
    >
      <p className="font-semibold">{t('preview.banner')}</p>
      <form method="post" action="/api/preview/exit">
        <input type="hidden" name="path" value={pathname} />
        <Button type="submit" size="sm" variant="secondary">
          {t('preview.exit')}
        </Button>
      </form>
    </section>
  )
}
