import type { Locale } from '@lamella/i18n'
import type { AddressSuggestion } from './suggestion'

/** Where address suggestions come from: the offline default or a geocoder. */
export interface AddressProvider {
  /** At most MAX_SUGGESTIONS addresses for what the visitor typed so far; never rejects. */
  suggest(query: string, locale: Locale): Promise<AddressSuggestion[]>
}
