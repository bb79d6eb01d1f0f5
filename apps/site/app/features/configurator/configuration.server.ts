import { listPoolLines, type CmsClient } from '@lamella/cms'
import type { Locale } from '@lamella/i18n'
import type { PoolLine } from './configuration'

/**
 * The pool lines the configurator offers, titled in `locale`, in the editors' order. Read through
 * the CMS client's cache (purged by the CMS on change); lines an editor left without ranges or
 * stairs are dropped and reported by libs/cms, never offered half-configured.
 */
export function loadPoolLines(cms: CmsClient, locale: Locale): Promise<PoolLine[]> {
  return listPoolLines(cms, locale)
}
