import type { Country, Locale } from '@lamella/i18n'
import type { AddressSuggestion } from './suggestion'

/** What the rest of the form already says of where the visitor lives. */
export interface AddressContext {
  postalCode?: string
  country?: Country
}

/** Where address suggestions come from: the offline default or a geocoder. */
export interface AddressProvider {
  /**
   * At most MAX_SUGGESTIONS addresses for what the visitor typed so far, completed with the
   * place the rest of the form names when the text has none; never rejects.
   */
  suggest(query: string, locale: Locale, context?: AddressContext): Promise<AddressSuggestion[]>
}
