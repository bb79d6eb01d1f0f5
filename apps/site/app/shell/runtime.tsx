import type { Locale } from '@lamella/i18n'
import { useEffect, useState } from 'react'
import { createPath, useLocation, useNavigation } from 'react-router'
import type { PublicConfig } from '#app/shared/runtime/public-config.server'
import { pushContentView } from '#app/shared/runtime/data-layer'
import { startErrorReporting } from '#app/shared/runtime/error-reporting.client'
import { installReloadGuard } from '#app/shared/runtime/reload-guard'
import { newVersionAvailable, VERSION_CHECK_MS } from '#app/shared/runtime/version-check'
import { useAfterLoad } from '#app/shared/use-after-load'

/**
 * The shell's runtime behaviour; renders nothing. Content views go to
 * the data layer on every route change, with or without consent (the tag manager, which starts
 * only with it, reads them when it loads: `features/consent/consent-manager`); error reporting starts
 * after the page has loaded; a failed chunk reloads the page once; a new deployment makes the next navigation a
 * full page load.
 */
export function Runtime({ config, locale }: { config: PublicConfig; locale: Locale }) {
  const location = useLocation()
  const navigation = useNavigation()
  const loaded = useAfterLoad()
  const [stale, setStale] = useState(false)

  useEffect(() => {
    pushContentView({ path: location.pathname, locale, title: document.title })
  }, [location.pathname, location.search, locale])

  useEffect(() => {
    if (!loaded) return
    if (config.errorReporting) void startErrorReporting(config.errorReporting, config.siteOrigin)
  }, [loaded, config])

  useEffect(() => installReloadGuard(), [])

  useEffect(() => {
    const timer = setInterval(() => {
      void newVersionAvailable().then((available) => available && setStale(true))
    }, VERSION_CHECK_MS)
    return () => clearInterval(timer)
  }, [])

  useEffect(() => {
    if (stale && navigation.state === 'loading') {
      window.location.assign(createPath(navigation.location))
    }
  }, [stale, navigation])

  return null
}
