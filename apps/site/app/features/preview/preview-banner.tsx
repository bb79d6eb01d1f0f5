import { useTranslation } from '@lamella/i18n/react'
import { Button } from '@lamella/ui'
import { useLocation, useMatches } from 'react-router'
import type { ScheduleNote } from '#app/shared/preview/schedule.server'

/** The schedule of the previewed item: the deepest route whose data carries one. */
function useItemSchedule(): ScheduleNote | null {
  const matches = useMatches()
  for (const match of [...matches].reverse()) {
    const data = match.loaderData
    if (data && typeof data === 'object' && 'schedule' in data && data.schedule)
      return data.schedule as ScheduleNote
  }
  return null
}

/**
 * Shown to editors in draft preview only, with what the page and the promo banner will do by
 * themselves (their schedule in the CMS). Exiting is a plain form post, so it works before
 * hydration and the next page loads without the preview cookie.
 */
export function PreviewBanner({ bannerSchedule }: { bannerSchedule?: ScheduleNote | null }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const item = useItemSchedule()
  const notes = [
    item?.goesLive && t('preview.goesLive', { date: item.goesLive }),
    item?.comesOff && t('preview.comesOff', { date: item.comesOff }),
    bannerSchedule?.goesLive && t('preview.bannerGoesLive', { date: bannerSchedule.goesLive }),
    bannerSchedule?.comesOff && t('preview.bannerComesOff', { date: bannerSchedule.comesOff }),
  ].filter(Boolean)
  return (
    <section
      aria-label={t('preview.label')}
      data-preview-banner=""
      className="sticky top-0 z-40 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-b border-warning bg-warning-soft px-4 py-2 text-sm text-warning"
    >
      <p className="font-semibold">{t('preview.banner')}</p>
      {notes.length > 0 && (
        <ul data-preview-schedule="" className="flex flex-wrap gap-x-4">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <form method="post" action="/api/preview/exit">
        <input type="hidden" name="path" value={pathname} />
        <Button type="submit" size="sm" variant="secondary">
          {t('preview.exit')}
        </Button>
      </form>
    </section>
  )
}
