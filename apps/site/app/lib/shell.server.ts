import { getGlobalSettings, getPageNotFound } from '@lamella/cms'
import { toTag } from '@lamella/i18n'
import { cms } from './cms.server'
import { shellLocale } from './locale.server'

/**
 * What every screen needs: language, global settings (navigation, footer, brand) and the
 * page_not_found texts. Both CMS reads are cached in libs/cms. When the CMS is unreachable the
 * shell still renders, with the translated fallbacks of the catalogues.
 */
export async function loadShell(request: Request, params: { lang?: string }) {
  const locale = shellLocale(params, request)
  const [global, notFound] = await Promise.all([
    getGlobalSettings(cms(), locale).catch(logAndNull),
    getPageNotFound(cms(), locale).catch(logAndNull),
  ])
  return { locale, tag: toTag(locale), global, notFound }
}

function logAndNull(error: unknown) {
  console.error('CMS read failed for the app shell', error)
  return null
}
