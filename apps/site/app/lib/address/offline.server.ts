import type { PostalCode } from '@lamella/cms'
import { matchPlaces, toPlaceMatch } from '../places.server'
import { parseAddress } from './parse'
import type { AddressProvider } from './provider.server'
import { MAX_SUGGESTIONS, type AddressSuggestion } from './suggestion'

/**
 * The default provider: needs nothing but the CMS postal-code table. It cannot know streets, so
 * it completes the place of what the visitor typed ("Kerkstraat 12, 90" -> "9000 Gent") and
 * keeps their street and number as written.
 */
export function createOfflineProvider(
  postalCodes: () => Promise<readonly PostalCode[]>,
): AddressProvider {
  return {
    async suggest(query, locale) {
      const parsed = parseAddress(query)
      if (!parsed.street || (!parsed.postalCode && !parsed.municipality)) return []
      let rows: readonly PostalCode[]
      try {
        rows = await postalCodes()
      } catch (error) {
        console.error('Address suggestions: the postal codes could not be read:', error)
        return []
      }
      const places = matchPlaces(
        rows,
        { code: parsed.postalCode, name: parsed.municipality },
        { codePrefix: true },
      )
      const street = parsed.houseNumber
        ? parsed.numberFirst
          ? `${parsed.houseNumber} ${parsed.street}`
          : `${parsed.street} ${parsed.houseNumber}`
        : parsed.street
      return places.slice(0, MAX_SUGGESTIONS).map((row): AddressSuggestion => {
        const place = toPlaceMatch(row, locale)
        return {
          id: `${place.id}:${street}`,
          street,
          houseNumber: parsed.houseNumber ?? null,
          postalCode: place.code,
          municipality: place.names[0] ?? null,
        }
      })
    },
  }
}
