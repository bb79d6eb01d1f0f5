import type { Locale } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { createPath, useLocation, useNavigation } from 'react-router'
import type { PublicConfig } from '#app/shared/runtime/public-config.server'
import { pushContentView } from '#app/shared/runtime/data-layer'
import { startErrorReporting } from '#app/shared/runtime/error-reporting.client'
import { installReloadGuard } from '#app/shared/runtime/reload-guard'
import { watchForNewVersion } from '#app/shared/runtime/version-check'
import { showToast } from '#app/shared/toast/toasts'
import { useAfterLoad } from '#app/shared/use-after-load'
import { renderWholePage } from './deferred-rendering'

const NEW_VERSION_TOAST = 'new-version'

const isPost = (method: string | undefined) =>
  method !== undefined && method.toUpperCase() !== 'GET'

/**
 * The shell's runtime behaviour; renders nothing. Content views go to
 * the data layer on every route change, with or without consent (the tag manager, which starts
 * only with it, reads them when it loads: `features/consent/consent-manager`); error reporting starts
 * after the page has loaded; a failed chunk reloads the page once; a new deployment, once an
 * answer of the server names another build, is offered in a toast with a Reload button and makes
 * the next navigation a full page load; the page is laid out whole once the router shows another
 * (`deferred-rendering.ts`).
 */
export function Runtime({ config, locale }: { config: PublicConfig; locale: Locale }) {
  const location = useLocation()
  const navigation = useNavigation()
  const loaded = useAfterLoad()
  const { t } = useTranslation()
  const [stale, setStale] = useState(false)
  const firstLocation = useRef(location.key)

  // The first paint left the parts below the first screen to render as they come near it; the
  // next page the router shows, and the position it scrolls to, need them laid out. Runs before
  // the router's scroll restoration does (an earlier sibling's layout effect).
  useLayoutEffect(() => {
    if (location.key !== firstLocation.current) renderWholePage()
  }, [location.key])

  useEffect(() => {
    pushContentView({ path: location.pathname, locale, title: document.title })
  }, [location.pathname, location.search, locale])

  useEffect(() => {
    if (!loaded) return
    if (config.errorReporting) void startErrorReporting(config.errorReporting, config.siteOrigin)
  }, [loaded, config])

  useEffect(() => installReloadGuard(), [])

  useEffect(
    () =>
      watchForNewVersion(() => {
        setStale(true)
        showToast({
          id: NEW_VERSION_TOAST,
          message: t('common.newVersion'),
          action: { label: t('common.reload'), onClick: () => window.location.reload() },
        })
      }),
    [t],
  )

  // The page's code may not fit the new server's answers: a link or a GET form loads the next
  // page whole. A form post is left to finish, or the answer it waits for would be lost.
  useEffect(() => {
    if (stale && navigation.state === 'loading' && !isPost(navigation.formMethod)) {
      window.location.assign(createPath(navigation.location))
    }
  }, [stale, navigation])

  return null
}
