import { defaultLocale, isCountry, isLocale } from '@lamella/i18n'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { addressProvider } from './index.server'
import type { AddressContext, AddressProvider } from './provider.server'
import type { AddressSuggestion } from './suggestion'

/** Longer input is no address; it is cut rather than sent on to a geocoder. */
const MAX_QUERY = 120
const MIN_QUERY = 2

// Per client: a visitor typing fires a request every debounce (250 ms) at most; 30 in 10 s
// leaves room for that and stops a script. The site sees no socket address behind the page
// handler, so a client is known by the proxy's X-Forwarded-For; without one only the overall
// limit applies, which also bounds what anyone rotating that header can cost a geocoder.
const perClient = new RateLimiterMemory({ keyPrefix: 'address', points: 30, duration: 10 })
const overall = new RateLimiterMemory({ keyPrefix: 'address-all', points: 300, duration: 10 })

function consume(request: Request) {
  const client = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return Promise.all([overall.consume('all'), ...(client ? [perClient.consume(client)] : [])])
}

const noStore = { 'Cache-Control': 'private, no-store' }

/**
 * GET /api/address?q=&lang=&postalCode=&country=: address suggestions as JSON (`{ suggestions }`)
 * for the address field; the postal code and country are what the form holds so far. Answers are
 * never stored by a cache: they echo what a visitor typed.
 */
export async function answerAddressSuggestions(
  request: Request,
  provider: AddressProvider = addressProvider(),
): Promise<Response> {
  const url = new URL(request.url)
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY)
  const lang = url.searchParams.get('lang')
  const locale = isLocale(lang) ? lang : defaultLocale
  const country = url.searchParams.get('country')
  const postalCode = url.searchParams.get('postalCode')?.trim().slice(0, 12)
  const context: AddressContext = {
    ...(isCountry(country) ? { country } : {}),
    ...(postalCode ? { postalCode } : {}),
  }
  try {
    await consume(request)
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error
    return Response.json(
      { suggestions: [] },
      {
        status: 429,
        headers: { ...noStore, 'Retry-After': String(Math.ceil(error.msBeforeNext / 1000)) },
      },
    )
  }
  const suggestions: AddressSuggestion[] =
    query.length >= MIN_QUERY ? await provider.suggest(query, locale, context) : []
  return Response.json({ suggestions }, { headers: noStore })
}
