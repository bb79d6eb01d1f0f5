import { useTranslation } from '@lamella/i18n/react'
import { Button, Checkbox } from '@lamella/ui'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from 'react-router'
import type { ConsentCategory } from '../../lib/consent/consent'

export type ConsentCategories = Record<ConsentCategory, boolean>

export interface ConsentBannerProps {
  /** the stored choice, preselected in the settings; null on a first visit */
  current: ConsentCategories | null
  privacyHref: string
  onChoose: (categories: ConsentCategories) => void
  /**
   * Closes without a new choice: only when the visitor opened the banner again themselves. On a
   * first visit there is nothing to fall back on, so Escape chooses nothing for them.
   */
  onCancel?: () => void
  /** Takes focus on opening: when the visitor asked for it, not when it appears by itself. */
  takeFocus?: boolean
}

const ALL: ConsentCategories = { analytics: true, advertising: true }
const NONE: ConsentCategories = { analytics: false, advertising: false }

/**
 * The choice about optional cookies: a non-modal region fixed to the bottom of the window, so it
 * moves nothing on the page and leaves it usable. "Accept all" and "Reject all" are the same
 * button side by side; "Settings" opens a switch per category. Compact small text: it is never
 * the page's largest paint.
 */
export function ConsentBanner({
  current,
  privacyHref,
  onChoose,
  onCancel,
  takeFocus = false,
}: ConsentBannerProps) {
  const { t } = useTranslation()
  const id = useId()
  const region = useRef<HTMLElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const settingsButton = useRef<HTMLButtonElement>(null)
  const [expanded, setExpanded] = useState(false)
  const [choice, setChoice] = useState<ConsentCategories>(current ?? NONE)

  useEffect(() => {
    if (takeFocus) region.current?.focus()
  }, [takeFocus])

  // A focused control of the page never hides behind the banner: scrolling it into view keeps
  // it above the banner (focus not obscured).
  useEffect(() => {
    const root = document.documentElement
    const box = panel.current
    if (!box) return
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${box.offsetHeight + 16}px`
    })
    observer.observe(box)
    return () => {
      observer.disconnect()
      root.style.scrollPaddingBottom = ''
    }
  }, [])

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return
    if (expanded) {
      setExpanded(false)
      settingsButton.current?.focus()
    } else {
      onCancel?.()
    }
  }

  const categories = [
    { key: 'analytics', label: t('consent.analytics'), hint: t('consent.analyticsDescription') },
    {
      key: 'advertising',
      label: t('consent.advertising'),
      hint: t('consent.advertisingDescription'),
    },
  ] as const

  return (
    <section
      ref={region}
      data-slot="consent-banner"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 p-2 outline-none sm:p-4"
    >
      <div
        ref={panel}
        className="pointer-events-auto mx-auto max-h-[calc(100dvh-1rem)] max-w-3xl overflow-y-auto rounded-lg border border-ink-200 bg-white p-4 text-sm text-ink-950 shadow-xl in-focus-visible:ring-2 in-focus-visible:ring-focus"
      >
        <h2 id={`${id}-title`} className="text-sm font-semibold">
          {t('consent.title')}
        </h2>
        <p className="mt-1 text-pretty text-ink-700">
          {t('consent.message')}{' '}
          <Link
            to={privacyHref}
            className="rounded-xs font-medium text-ink-950 underline underline-offset-4 hover:decoration-2"
          >
            {t('consent.privacy')}
          </Link>
        </p>
        <div id={`${id}-settings`} hidden={!expanded}>
          <fieldset className="mt-3 flex flex-col gap-3 border-t border-ink-100 pt-3">
            <legend className="sr-only">{t('consent.categories')}</legend>
            <Checkbox
              size="sm"
              checked
              disabled
              label={t('consent.necessary')}
              description={t('consent.necessaryDescription')}
            />
            {categories.map(({ key, label, hint }) => (
              <Checkbox
                key={key}
                size="sm"
                name={key}
                checked={choice[key]}
                onCheckedChange={(checked) =>
                  setChoice((was) => ({ ...was, [key]: checked === true }))
                }
                label={label}
                description={hint}
              />
            ))}
          </fieldset>
          <Button size="sm" variant="outline" className="mt-3" onClick={() => onChoose(choice)}>
            {t('consent.save')}
          </Button>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <div className="grid grow grid-cols-2 gap-2 sm:grow-0">
            <Button size="sm" onClick={() => onChoose(ALL)}>
              {t('consent.acceptAll')}
            </Button>
            <Button size="sm" onClick={() => onChoose(NONE)}>
              {t('consent.rejectAll')}
            </Button>
          </div>
          <Button
            ref={settingsButton}
            size="sm"
            variant="ghost"
            aria-expanded={expanded}
            aria-controls={`${id}-settings`}
            onClick={() => setExpanded((open) => !open)}
          >
            {t('consent.settings')}
          </Button>
        </div>
      </div>
    </section>
  )
}
