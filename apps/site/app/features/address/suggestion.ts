import type { Country } from '@lamella/i18n'

/**
 * One address the suggestion route offers, as the browser receives it (JSON): the street line
 * goes into the address field, the postal code and municipality may fill their own fields.
 */
export interface AddressSuggestion {
  /** stable within one answer: the combobox keys its options by it */
  id: string
  /** "Kerkstraat 12" or "12 rue de la Loi", as the visitor wrote the order */
  street: string
  houseNumber: string | null
  postalCode: string | null
  municipality: string | null
  country: Country | null
}

export const MAX_SUGGESTIONS = 5
