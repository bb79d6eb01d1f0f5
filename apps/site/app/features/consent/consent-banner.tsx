import { useTranslation } from '@lamella/i18n/react'
import { Button } from '@lamella/ui'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from 'react-router'
import type { ConsentCategory } from './consent'

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
        {/* Small text blocks, each smaller than a page's own largest paint: a banner that
            appears after the page must never become it. */}
        <p className="mt-1 text-xs text-pretty text-ink-700">{t('consent.message')}</p>
        <p className="mt-1 text-xs">
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
            <Category
              name="necessary"
              checked
              disabled
              label={t('consent.necessary')}
              description={t('consent.necessaryDescription')}
            />
            {categories.map(({ key, label, hint }) => (
              <Category
                key={key}
                name={key}
                checked={choice[key]}
                onChange={(checked) => setChoice((was) => ({ ...was, [key]: checked }))}
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

/**
 * One category: a native checkbox with its label and description. Not the design system's
 * Checkbox: that would move its field machinery into the chunk every page loads.
 */
function Category({
  name,
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  name: string
  label: string
  description: string
  checked: boolean
  disabled?: boolean
  onChange?: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange?.(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className={disabled ? 'text-ink-700' : 'cursor-pointer font-medium'}>
          {label}
        </label>
        <p id={`${id}-description`} className="text-ink-700">
          {description}
        </p>
      </div>
    </div>
  )
}
