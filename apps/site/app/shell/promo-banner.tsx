import { useTranslation } from '@lamella/i18n/react'
import { ArrowRightIcon, Banner } from '@lamella/ui'
import { useState, useSyncExternalStore } from 'react'
import type { PromoBanner as PromoBannerData } from '#app/shared/cms/shell.server'
import { SiteLink } from '#app/shared/ui/site-link'

const STORAGE_KEY = 'lamella:closed-banner'

/**
 * Run in <head> before the page paints: a banner this visitor closed is hidden at once, so a
 * reload never flashes it, while the cached page stays the same for everyone.
 */
export const hideClosedBannerScript = `try{var b=localStorage.getItem('${STORAGE_KEY}');if(b&&/^[\\w-]+$/.test(b)){var s=document.createElement('style');s.textContent='[data-banner="'+b+'"]{display:none}';document.head.appendChild(s)}}catch(e){}`

function closedBanner(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY)
  } catch {
    return null // storage blocked: the banner stays, closable for this page view
  }
}

const unchanging = () => () => {}

/** The CMS's promo banner, with "more information" and a close button the browser remembers. */
export function PromoBanner({ banner }: { banner: PromoBannerData }) {
  const { t } = useTranslation()
  const [closedNow, setClosedNow] = useState(false)
  const closedBefore = useSyncExternalStore(
    unchanging,
    () => closedBanner() === banner.id,
    () => false,
  )
  return (
    <Banner
      data-banner={banner.id}
      label={t('banner.label')}
      message={banner.text}
      closeLabel={t('banner.close')}
      open={!closedNow && !closedBefore}
      onOpenChange={() => {
        setClosedNow(true)
        try {
          localStorage.setItem(STORAGE_KEY, banner.id)
        } catch {
          // storage blocked: closed for this page view only
        }
      }}
      action={
        banner.href ? (
          <SiteLink
            href={banner.href}
            className="inline-flex items-center gap-1.5 rounded-xs font-semibold underline decoration-1 underline-offset-4 hover:decoration-2"
          >
            {t('banner.seeOffer')}
            <ArrowRightIcon className="size-4" />
          </SiteLink>
        ) : undefined
      }
    />
  )
}
