import { useTranslation } from '@lamella/i18n/react'
import { lazy, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { showToast } from '#app/shared/toast/toasts'
import { newChoice, readConsent, storeConsent, type ConsentChoice } from './consent'
import type { onConsentSettingsRequest } from './settings-request'
import { applyConsent, setConsentDefault } from './tag-manager'
import type { ConsentCategories } from './consent-banner'

const ConsentBanner = lazy(() =>
  import('./consent-banner').then((module) => ({ default: module.ConsentBanner })),
)

interface Open {
  current: ConsentChoice | null
  /** the visitor asked for it (the footer's button): focus goes in, and back there after */
  asked: boolean
  returnFocus: Element | null
}

/**
 * The tag manager's consent, on a site that has one: loaded after the page. A stored choice is
 * applied at once (the container loads only if it grants something); without one the banner's
 * chunk is fetched and shown. The banner goes first in the body, ahead of the skip link, so the
 * first Tab reaches it; the page keeps its focus meanwhile.
 */
export default function Consent({
  tagManager,
  privacyHref,
  onSettingsRequest,
}: {
  tagManager: { id: string; origin: string }
  privacyHref: string
  /** given by the root, so this chunk and the footer share no module chunk of their own */
  onSettingsRequest: typeof onConsentSettingsRequest
}) {
  const { t } = useTranslation()
  // Rendered after the load event only, so on the client, where the cookie is.
  const [open, setOpen] = useState<Open | null>(() =>
    readConsent() ? null : { current: null, asked: false, returnFocus: null },
  )
  // The banner's place, first in the body.
  const [host] = useState(() => Object.assign(document.createElement('div'), { id: 'consent' }))

  useEffect(() => {
    document.body.prepend(host)
    return () => host.remove()
  }, [host])

  useEffect(() => {
    setConsentDefault()
    const stored = readConsent()
    if (stored) applyConsent(tagManager, stored)
    return onSettingsRequest(() =>
      setOpen({ current: readConsent(), asked: true, returnFocus: document.activeElement }),
    )
  }, [tagManager, onSettingsRequest])

  function close() {
    const back = open?.returnFocus
    setOpen(null)
    if (back instanceof HTMLElement && back.isConnected) back.focus()
  }

  function choose(categories: ConsentCategories) {
    const choice = newChoice(categories)
    storeConsent(choice)
    applyConsent(tagManager, choice)
    close()
    // The banner is gone: the toast says the choice is kept, and where to change it.
    showToast({
      message: t('consent.saved'),
      description: t('consent.savedDescription', { settings: t('footer.cookieSettings') }),
      tone: 'success',
    })
  }

  if (!open) return null
  return createPortal(
    <ConsentBanner
      current={open.current}
      privacyHref={privacyHref}
      onChoose={choose}
      onCancel={open.asked ? close : undefined}
      takeFocus={open.asked}
    />,
    host,
  )
}
