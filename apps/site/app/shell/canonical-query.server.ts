import { coverColors } from '@lamella/i18n/products'
import { isLocale, type Locale } from '@lamella/i18n'
import { facetKeys, isFacetValue, type FacetKey } from '#app/features/catalogue'
import {
  canonicalConfigurationValue,
  configurationParams,
  isConfigurationStep,
  type ConfigurationParam,
} from '#app/features/configurator'
import { dealerSearchParams } from '#app/features/dealers/index.server'

/** The most pages a list shows at once (`?page=n` shows the first n): the loaders' own bound. */
export const MAX_LIST_PAGES = 50
/** Longer dealer search input is no postal code or place (the loader cuts it there too). */
const MAX_DEALER_QUERY = 80
/** A place the finder offered: `<country>-<postal code>-<n>`. */
const placeId = /^[A-Z]{2}-[0-9A-Za-z -]{1,16}-\d{1,4}$/

/**
 * Every query parameter a page reads: the lists' `page`, the projects' filters, the covers'
 * `color`, the configurator's choices and `step`, the dealer search, and React Router's `_routes`
 * on data requests. Other parameters (campaign tags, made-up ones) neither split the cache nor
 * reach the render.
 */
export const queryParams = [
  'page',
  ...facetKeys,
  ...configurationParams,
  'step',
  ...dealerSearchParams,
  '_routes',
]

/** What the canonical values of some parameters depend on: the CMS's pools, read when asked. */
export interface KnownValues {
  /** ids of the pools the projects of `locale` have (the projects' pool facet) */
  projectPools(locale: Locale): Promise<ReadonlySet<string>>
  /** ids of the pool lines the configurator offers in `locale` */
  poolLines(locale: Locale): Promise<ReadonlySet<string>>
}

const lists = new Set(['blog', 'covers', 'projects', 'pools'])

/** `?page=n` as the lists read it: a whole number from 2 (1 is the bare list) up to the bound. */
function canonicalPage(value: string): string | undefined {
  const pages = Number.parseInt(value, 10)
  return pages >= 2 ? String(Math.min(pages, MAX_LIST_PAGES)) : undefined
}

/** Known values, or undefined where the CMS cannot say now: ids are then checked by form only. */
async function orUnknown(read: () => Promise<ReadonlySet<string>>) {
  try {
    return await read()
  } catch {
    return undefined
  }
}

/**
 * The read parameters of a request as the page at `pathname` can tell them apart (see
 * `PageCacheOptions.canonicalQuery`): the parameters it does not read dropped, each value checked
 * and written as the page's own links write it, in the order they came. Pages are addressed
 * alike in every language (`/<lang>/<section>`), and their data requests end in `.data`.
 */
export async function canonicalQuery(
  pathname: string,
  params: URLSearchParams,
  known: KnownValues,
): Promise<URLSearchParams> {
  const data = pathname.endsWith('.data')
  const [, lang, section, ...rest] = (data ? pathname.slice(0, -'.data'.length) : pathname).split(
    '/',
  )
  const locale = isLocale(lang) ? lang : undefined
  const page = locale && rest.length === 0 ? section : undefined
  let poolIds: ReadonlySet<string> | undefined
  const pools = async (read: (locale: Locale) => Promise<ReadonlySet<string>>) =>
    (poolIds ??= locale ? await orUnknown(() => read(locale)) : undefined)

  const canonical = new URLSearchParams()
  for (const [name, value] of params) {
    let kept: string | undefined
    if (name === '_routes') kept = data ? value : undefined
    else if (name === 'page') kept = page && lists.has(page) ? canonicalPage(value) : undefined
    else if (page === 'covers' && name === 'color') {
      kept = (coverColors as readonly string[]).includes(value) ? value : undefined
    } else if (page === 'projects' && (facetKeys as readonly string[]).includes(name)) {
      const key = name as FacetKey
      const ids = key === 'pool' ? await pools(known.projectPools) : undefined
      kept = isFacetValue(key, value, ids) ? value : undefined
    } else if (
      (page === 'configure' || page === 'quote') &&
      (configurationParams as readonly string[]).includes(name)
    ) {
      const param = name as ConfigurationParam
      const ids = param === 'pool' ? await pools(known.poolLines) : undefined
      kept = canonicalConfigurationValue(param, value, ids)
    } else if (page === 'configure' && name === 'step') {
      kept = isConfigurationStep(value) ? value : undefined
    } else if (page === 'dealers') kept = dealerValue(name, value)
    if (kept !== undefined && kept !== '') canonical.append(name, kept)
  }
  return canonical
}

/** The finder's text as its loader reads it, a place id it could have offered, `all=1`. */
function dealerValue(name: string, value: string): string | undefined {
  if (name === 'q') return value.trim().slice(0, MAX_DEALER_QUERY).trim()
  if (name === 'place') return placeId.test(value.trim()) ? value.trim() : undefined
  if (name === 'all') return value === '1' ? value : undefined
  return undefined
}
