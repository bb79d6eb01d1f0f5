import { getGlobalSettings, getPageNotFound, listPageSlugs } from '@lamella/cms'
import { toTag } from '@lamella/i18n'
import { serializedMessages, translatorFor } from '@lamella/i18n/server'
import { cms } from './cms.server'
import { shellLocale } from './locale.server'

/**
 * What every screen needs: language, its messages (the only catalogue the browser receives),
 * global settings (navigation, footer, brand), the page_not_found texts and the slugs of the
 * published pages (links to anything else are not prefetched). The CMS reads are cached in
 * libs/cms. When the CMS is unreachable and nothing is cached, the shell still renders,
 * with the translated fallbacks of the catalogues.
 */
export async function loadShell(request: Request, params: { lang?: string }) {
  const locale = shellLocale(params, request)
  const [global, notFound, pageSlugs] = await Promise.all([
    getGlobalSettings(cms(), locale).catch(logAndNull),
    getPageNotFound(cms(), locale).catch(logAndNull),
    listPageSlugs(cms(), locale).catch(() => []),
  ])
  const brand = global?.brand || 'Lamella'
  return {
    locale,
    tag: toTag(locale),
    messages: serializedMessages(locale),
    global,
    notFound,
    pageSlugs,
    /** the browser title of the error screen (spec: '404 - {brand}') */
    errorTitle: translatorFor(locale)('meta.notFoundTitle', { brand }),
  }
}

function logAndNull(error: unknown) {
  console.error('CMS read failed for the app shell', error)
  return null
}
