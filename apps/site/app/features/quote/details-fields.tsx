import { countries, countryName, countryOfPostalCode } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { FormField, Input, Select, Textarea } from '@lamella/ui'
import { useCallback } from 'react'
import { useFormContext } from 'react-hook-form'
import { pathOf } from '#app/shared/paths'
import { deliveryKinds, type QuoteField, type QuoteFormValues } from './quote-request'
import { AddressField } from '#app/features/address'
import { NativeCheckbox, NativeRadioGroup } from '#app/shared/ui/native-choice'

export const fieldId = (name: QuoteField) => `quote-${name}`

export type ServerErrors = Partial<Record<string, string>>

export function visibleFor(serverErrors: ServerErrors, name: QuoteField) {
  // An error the server found is shown at once, also in the page a browser without JavaScript gets.
  return serverErrors[name] ? 'live' : undefined
}

/** The details step: how to receive the quote, who and where the visitor is, and their answers. */
export function DetailsFields({ serverErrors }: { serverErrors: ServerErrors }) {
  const { t, locale } = useTranslation()
  const { setValue, getValues } = useFormContext<QuoteFormValues>()
  const optional = (label: string) => `${label} ${t('quoteRequest.optional')}`
  const place = useCallback(
    () => ({ postalCode: getValues('postalCode'), country: getValues('country') }),
    [getValues],
  )
  return (
    <>
      <FormField<QuoteFormValues, 'kind'>
        name="kind"
        id={fieldId('kind')}
        label={t('quote.howToReceive')}
        required
        className="col-span-full"
        validationVisibility={visibleFor(serverErrors, 'kind')}
        render={({ field }) => (
          <NativeRadioGroup
            name="kind"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={field.disabled}
            orientation="horizontal"
            options={deliveryKinds.map((kind) => ({
              value: kind,
              label: kind === 'mail' ? t('quote.byMail') : t('quote.dealerAppointment'),
            }))}
          />
        )}
      />
      <FormField<QuoteFormValues, 'name'>
        name="name"
        id={fieldId('name')}
        label={t('quote.name')}
        required
        validationVisibility={visibleFor(serverErrors, 'name')}
        render={({ field }) => <Input autoComplete="name" {...field} />}
      />
      <FormField<QuoteFormValues, 'email'>
        name="email"
        id={fieldId('email')}
        label={t('quote.email')}
        required
        validationVisibility={visibleFor(serverErrors, 'email')}
        render={({ field }) => <Input type="email" autoComplete="email" {...field} />}
      />
      <FormField<QuoteFormValues, 'phone'>
        name="phone"
        id={fieldId('phone')}
        label={optional(t('quote.phone'))}
        validationVisibility={visibleFor(serverErrors, 'phone')}
        render={({ field }) => <Input type="tel" autoComplete="tel" {...field} />}
      />
      {/* The id is where the server's error summary links to: AddressField names its own control. */}
      <div id={fieldId('address')} className="col-span-full">
        <AddressField<QuoteFormValues, 'address'>
          name="address"
          label={t('quoteRequest.address')}
          required
          autoComplete="address-line1"
          validationVisibility={visibleFor(serverErrors, 'address')}
          context={place}
          onSuggestionChosen={(suggestion) => {
            const update = { shouldValidate: true, shouldDirty: true }
            if (suggestion.country) setValue('country', suggestion.country, update)
            if (suggestion.postalCode) setValue('postalCode', suggestion.postalCode, update)
            if (suggestion.municipality) setValue('municipality', suggestion.municipality, update)
          }}
        />
      </div>
      <FormField<QuoteFormValues, 'postalCode'>
        name="postalCode"
        id={fieldId('postalCode')}
        label={t('quote.postalCode')}
        required
        validationVisibility={visibleFor(serverErrors, 'postalCode')}
        render={({ field }) => (
          <Input
            autoComplete="postal-code"
            {...field}
            onChange={(event) => {
              field.onChange(event)
              // "L-1009" or "5611 AB" say their country: the country field follows.
              const said = countryOfPostalCode(event.target.value)
              if (said && said !== getValues('country')) {
                setValue('country', said, { shouldDirty: true })
              }
            }}
          />
        )}
      />
      <FormField<QuoteFormValues, 'municipality'>
        name="municipality"
        id={fieldId('municipality')}
        label={t('quote.municipality')}
        required
        validationVisibility={visibleFor(serverErrors, 'municipality')}
        render={({ field }) => <Input autoComplete="address-level2" {...field} />}
      />
      <FormField<QuoteFormValues, 'country'>
        name="country"
        id={fieldId('country')}
        label={t('quote.country')}
        required
        validationVisibility={visibleFor(serverErrors, 'country')}
        render={({ field }) => (
          <Select
            autoComplete="country"
            options={countries.map((country) => ({
              value: country,
              label: countryName(locale, country),
            }))}
            {...field}
            onChange={(event) => {
              field.onChange(event)
              // The postal code's format follows the country: check it again.
              if (getValues('postalCode'))
                void setValue('postalCode', getValues('postalCode'), {
                  shouldValidate: true,
                })
            }}
          />
        )}
      />
      <FormField<QuoteFormValues, 'poolBuilt'>
        name="poolBuilt"
        id={fieldId('poolBuilt')}
        label={t('quoteRequest.poolBuilt')}
        required
        className="col-span-full"
        validationVisibility={visibleFor(serverErrors, 'poolBuilt')}
        render={({ field }) => (
          <NativeRadioGroup
            name="poolBuilt"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={field.disabled}
            orientation="horizontal"
            options={[
              { value: 'yes', label: t('quoteRequest.yes') },
              { value: 'no', label: t('quoteRequest.no') },
            ]}
          />
        )}
      />
      <FormField<QuoteFormValues, 'message'>
        name="message"
        id={fieldId('message')}
        label={optional(t('quote.message'))}
        className="col-span-full"
        validationVisibility={visibleFor(serverErrors, 'message')}
        render={({ field }) => <Textarea rows={4} {...field} />}
      />
      <FormField<QuoteFormValues, 'consent'>
        name="consent"
        id={fieldId('consent')}
        className="col-span-full"
        // a new tab: what the visitor typed stays in this one (the form keeps no draft elsewhere)
        description={
          <>
            {t('privacy.consentHint')}{' '}
            <a
              href={pathOf(locale, { kind: 'privacy' })}
              target="_blank"
              rel="noopener"
              className="rounded-xs text-primary underline underline-offset-4 hover:decoration-2"
            >
              {t('privacy.noticeLink')} {t('privacy.newTab')}
            </a>
          </>
        }
        validationVisibility={visibleFor(serverErrors, 'consent')}
        render={({ field }) => (
          <NativeCheckbox
            name="consent"
            label={t('quote.consent')}
            checked={field.value === 'on'}
            onChange={(checked) => field.onChange(checked ? 'on' : '')}
            onBlur={field.onBlur}
            disabled={field.disabled}
          />
        )}
      />
    </>
  )
}
