import { defaultLocale, isCountry, isLocale } from '@lamella/i18n'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { addressProvider } from './geocoder.server'
import type { AddressContext, AddressProvider } from './provider.server'
import type { AddressSuggestion } from './suggestion'

/** Longer input is no address; it is cut rather than sent on to a geocoder. */
const MAX_QUERY = 120
const MIN_QUERY = 2

// Per client, by the address the server determined (X-Forwarded-For only from a trusted proxy,
// so rotating that header buys nothing): a visitor typing fires a request every debounce
// (250 ms) at most; 30 in 10 s leaves room for that and stops a script. There is no budget
// shared by all: one client spending it would switch the suggestions off for everyone. What a
// geocoder may be asked in all is bounded where it is asked (photon.server.ts).
const perClient = new RateLimiterMemory({ keyPrefix: 'address', points: 30, duration: 10 })

const noStore = { 'Cache-Control': 'private, no-store' }

/**
 * GET /api/address?q=&lang=&postalCode=&country=: address suggestions as JSON (`{ suggestions }`)
 * for the address field; the postal code and country are what the form holds so far. Answers are
 * never stored by a cache: they echo what a visitor typed.
 */
export async function answerAddressSuggestions(
  request: Request,
  client: string,
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
    await perClient.consume(client)
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
