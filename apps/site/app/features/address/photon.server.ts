import { isCountry, type Locale } from '@lamella/i18n'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { z } from 'zod'
import type { AddressProvider } from './provider.server'
import { MAX_SUGGESTIONS, type AddressSuggestion } from './suggestion'

const optional = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null)

// Photon answers GeoJSON; only the properties an address needs are read, the rest may vary.
const photonAnswer = z.object({
  features: z.array(
    z.object({
      properties: z.object({
        osm_id: z.union([z.number(), z.string()]).optional(),
        type: optional,
        name: optional,
        street: optional,
        housenumber: optional,
        postcode: optional,
        city: optional,
        countrycode: optional,
      }),
    }),
  ),
})

// Photon refuses languages it was not built with; these are those of its public instance.
const photonLanguages: ReadonlySet<Locale> = new Set(['en', 'fr', 'de'])

export interface PhotonOptions {
  /** the instance's base URL (`PHOTON_URL`), without `/api` */
  url: string
  /** answers when Photon is slow, down or answers nonsense */
  fallback: AddressProvider
  timeoutMs?: number
  /** what the geocoder is asked per second in all; beyond it the fallback answers */
  maxPerSecond?: number
  fetch?: typeof fetch
}

/**
 * A Photon-compatible geocoder (GET `/api?q=&lang=&limit=`, GeoJSON). Any failure, and anything
 * beyond `maxPerSecond` in all, falls back to `fallback`, so the field keeps working offline.
 */
export function createPhotonProvider({
  url,
  fallback,
  timeoutMs = 1500,
  maxPerSecond = 20,
  fetch: fetchImpl = fetch,
}: PhotonOptions): AddressProvider {
  const endpoint = new URL('api', url.endsWith('/') ? url : `${url}/`)
  const budget = new RateLimiterMemory({ keyPrefix: 'photon', points: maxPerSecond, duration: 1 })
  return {
    async suggest(query, locale, context) {
      // Many visitors at once are answered offline rather than queued at the geocoder.
      const spent = await budget.consume('all').then(
        () => false,
        () => true,
      )
      if (spent) return fallback.suggest(query, locale, context)
      const request = new URL(endpoint)
      request.searchParams.set('q', query)
      if (photonLanguages.has(locale)) request.searchParams.set('lang', locale)
      request.searchParams.set('limit', String(MAX_SUGGESTIONS))
      try {
        const response = await fetchImpl(request, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { Accept: 'application/json' },
        })
        if (!response.ok) throw new Error(`Photon answered ${response.status}`)
        const { features } = photonAnswer.parse(await response.json())
        return features.flatMap(({ properties }, index): AddressSuggestion[] => {
          const street =
            properties.street ?? (properties.type === 'street' ? properties.name : null)
          if (!street) return []
          const houseNumber = properties.housenumber
          const countryCode = properties.countrycode?.toUpperCase()
          return [
            {
              id: `${properties.osm_id ?? index}:${houseNumber ?? ''}`,
              street: houseNumber ? `${street} ${houseNumber}` : street,
              houseNumber,
              postalCode: properties.postcode,
              municipality:
                properties.city ?? (properties.type === 'city' ? properties.name : null),
              country: isCountry(countryCode) ? countryCode : null,
            },
          ]
        })
      } catch (error) {
        console.warn(
          `Address suggestions: Photon failed, using the offline provider (${String(error)})`,
        )
        return fallback.suggest(query, locale, context)
      }
    },
  }
}
