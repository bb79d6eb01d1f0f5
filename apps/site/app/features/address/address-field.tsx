import * as React from 'react'
import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form'
import { Combobox, FormField, Input, useHydrated, type ComboboxOption } from '@lamella/ui'
import type { ValidationVisibility } from '@lamella/ui'
import { isCountry } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { hasHouseNumber } from '@lamella/i18n/validation'
import type { AddressSuggestion } from './suggestion'

/** The suggestion route the field asks by default (app/features/address/address-route.ts). */
export const ADDRESS_ENDPOINT = '/api/address'

type AddressOption = ComboboxOption & { suggestion: AddressSuggestion }

export interface AddressFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> {
  /**
   * The form field that holds the address line as text ("Kerkstraat 12"); validate it with
   * `houseNumber(t)` from `@lamella/i18n/validation`. It is also the name the input submits
   * under without JavaScript.
   */
  name: TName
  /** Defaults to 'Address' (`quote.address.label`). */
  label?: React.ReactNode
  description?: React.ReactNode
  /** Shows the required marker; the form's schema does the validating. */
  required?: boolean
  /** When the field's error shows; the form's default (`blur`) otherwise. */
  validationVisibility?: ValidationVisibility
  /**
   * Called with the suggestion the visitor chose, after the field took its street line: fill the
   * postal code and municipality fields from it (`form.setValue(...)`).
   */
  onSuggestionChosen?: (suggestion: AddressSuggestion) => void
  /**
   * What the rest of the form says of the place (its postal code and country), sent with each
   * query: a street alone ("Kerkstraat 12") is completed with it.
   */
  context?: () => { postalCode?: string; country?: string }
  /** The suggestion route; `/api/address` unless a test or story points elsewhere. */
  endpoint?: string
  /** e.g. `street-address` (the default): browsers may fill the field themselves. */
  autoComplete?: string
  className?: string
}

/**
 * The address field of a react-hook-form `Form` (`@lamella/ui`): a combobox of suggestions from
 * the site's address route, with the start-typing hint, loading, 'No address found' and a
 * suggestion without house number marked as such. Without JavaScript it is a plain text input
 * under `name`, so the address is still submitted.
 */
export function AddressField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
>({
  name,
  label,
  description,
  required,
  validationVisibility,
  onSuggestionChosen,
  context,
  endpoint = ADDRESS_ENDPOINT,
  autoComplete = 'street-address',
  className,
}: AddressFieldProps<TFieldValues, TName>) {
  const { t, locale } = useTranslation()
  const hydrated = useHydrated()
  // The form's values as a plain record: this field's value is text, whatever the form's type.
  const { getValues, setValue } = useFormContext()
  const plainInput = React.useRef<HTMLInputElement | null>(null)

  // Text typed before the page hydrated is only in the DOM: the form takes it over, so the
  // combobox that replaces the plain input starts with it. (An effect, not the ref: the field
  // only hears of changes once its own effects have run.)
  React.useEffect(() => {
    const typed = plainInput.current?.value
    const path: string = name
    if (typed && typed !== getValues(path)) setValue(path, typed, { shouldDirty: true })
  }, [name, getValues, setValue])

  const loadOptions = React.useCallback(
    async (query: string, { signal }: { signal: AbortSignal }): Promise<AddressOption[]> => {
      const url = new URL(endpoint, window.location.origin)
      url.searchParams.set('q', query)
      url.searchParams.set('lang', locale)
      const { postalCode, country } = context?.() ?? {}
      if (postalCode?.trim()) url.searchParams.set('postalCode', postalCode.trim())
      if (country) url.searchParams.set('country', country)
      const response = await fetch(url, { signal, headers: { Accept: 'application/json' } })
      if (!response.ok) throw new Error(`Address suggestions answered ${response.status}`)
      return suggestionsIn(await response.json()).map((suggestion) => ({
        value: suggestion.id,
        label: suggestion.street,
        description: [
          [suggestion.postalCode, suggestion.municipality].filter(Boolean).join(' '),
          hasHouseNumber(suggestion.street) ? null : t('quote.address.noHouseNumber'),
        ]
          .filter(Boolean)
          .join(' · '),
        suggestion,
      }))
    },
    [endpoint, locale, t, context],
  )

  return (
    <FormField<TFieldValues, TName>
      name={name}
      label={label ?? t('quote.address.label')}
      description={description}
      required={required}
      validationVisibility={validationVisibility}
      className={className}
      render={({ field }) =>
        hydrated ? (
          <>
            <Combobox<AddressOption>
              ref={field.ref}
              loadOptions={loadOptions}
              defaultValue={field.value ? textOption(String(field.value)) : null}
              onInputChange={field.onChange}
              onValueChange={(option) => {
                if (!option) return
                field.onChange(option.suggestion.street)
                onSuggestionChosen?.(option.suggestion)
              }}
              onBlur={field.onBlur}
              disabled={field.disabled}
              autoComplete={autoComplete}
              startTypingLabel={t('quote.address.startTyping')}
              loadingLabel={t('quote.address.loading')}
              noResultsLabel={t('quote.address.noResult')}
              resultsCountLabel={(count) => t('address.results', { count })}
            />
            {/* The combobox's own hidden input carries the chosen id; the form posts the text. */}
            <input type="hidden" name={field.name} value={String(field.value ?? '')} />
          </>
        ) : (
          <Input
            ref={(input) => {
              field.ref(input)
              plainInput.current = input
            }}
            name={field.name}
            defaultValue={String(field.value ?? '')}
            autoComplete={autoComplete}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )
      }
    />
  )
}

/** What the visitor typed before, shown as the text of an option so the combobox starts with it. */
function textOption(text: string): AddressOption {
  return {
    value: `typed:${text}`,
    label: text,
    suggestion: {
      id: '',
      street: text,
      houseNumber: null,
      postalCode: null,
      municipality: null,
      country: null,
    },
  }
}

const isText = (value: unknown) => typeof value === 'string'
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string'

/** The suggestions of the route's answer (`{ suggestions }`); anything malformed is left out. */
function suggestionsIn(body: unknown): AddressSuggestion[] {
  const list =
    typeof body === 'object' && body !== null && 'suggestions' in body ? body.suggestions : []
  return (Array.isArray(list) ? list : []).filter(
    (item: unknown): item is AddressSuggestion =>
      typeof item === 'object' &&
      item !== null &&
      'id' in item &&
      isText(item.id) &&
      'street' in item &&
      isText(item.street) &&
      'houseNumber' in item &&
      isTextOrNull(item.houseNumber) &&
      'postalCode' in item &&
      isTextOrNull(item.postalCode) &&
      'municipality' in item &&
      isTextOrNull(item.municipality) &&
      'country' in item &&
      (item.country === null || isCountry(item.country)),
  )
}
