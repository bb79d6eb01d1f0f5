import { getGlobalSettings } from '@lamella/cms'
import type { Locale } from '@lamella/i18n'
import { cms } from './cms.server'

export async function globalSettings(locale: Locale) {
  return getGlobalSettings(cms(), locale)
}

/** The visible path of a request (React Router data requests end in `.data`). */
export function requestPath(request: Request) {
  return new URL(request.url).pathname.replace(/\.data$/, '')
}
