import { formatDistance, formatPostalCode } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { Alert, AlertDescription, FormField } from '@lamella/ui'
import type { DealerResult, DealerSearch } from '#app/features/dealers'
import { placeLabel } from '#app/shared/places/place-match'
import type { QuoteFormValues } from './quote-request'
import { DealerSearchNotes, PlaceAttribution } from '#app/features/dealers'
import { NativeRadioGroup } from '#app/shared/ui/native-choice'
import { fieldId, visibleFor, type ServerErrors } from './details-fields'

/**
 * The dealer step's choice: the dealers nearest to the visitor's address with their distance.
 * Never a dead end: an address that is no place we know is to be checked, or sent as a request
 * by mail to the office (the form's buttons); without any dealer in the CMS the step says the
 * request goes out all the same.
 */
export function DealerField({
  dealers,
  place,
  serverErrors,
}: {
  dealers: DealerSearch | undefined
  /** the postal code and municipality the visitor gave */
  place: string
  serverErrors: ServerErrors
}) {
  const { t, locale } = useTranslation()
  const list = dealers?.status === 'found' || dealers?.status === 'all' ? dealers.dealers : []
  if (dealers?.status === 'none') {
    return (
      <Alert variant="warning" className="col-span-full">
        <AlertDescription>{t('quote.dealer.unknownPlace', { place })}</AlertDescription>
      </Alert>
    )
  }
  if (!dealers || list.length === 0) {
    return (
      <Alert className="col-span-full">
        <AlertDescription>
          <p>{t('quote.dealer.noDealers')}</p>
          <p>{t('quote.dealer.noDealersYet')}</p>
        </AlertDescription>
      </Alert>
    )
  }
  const label =
    dealers.status === 'found'
      ? t('quoteRequest.dealersNear', { place: placeLabel(dealers.place, locale) })
      : t('dealers.everyDealer', { count: list.length })
  const describe = (dealer: DealerResult) =>
    [
      [
        dealer.address,
        [
          dealer.postalCode ? formatPostalCode(dealer.country, dealer.postalCode) : null,
          dealer.municipality,
        ]
          .filter(Boolean)
          .join(' '),
      ]
        .filter(Boolean)
        .join(', '),
      dealer.distanceKm === null
        ? null
        : t('dealers.distance', { distance: formatDistance(locale, dealer.distanceKm) }),
    ]
      .filter(Boolean)
      .join(' · ')
  return (
    <div className="col-span-full flex flex-col gap-4">
      {dealers.status === 'found' ? <DealerSearchNotes search={dealers} /> : null}
      <FormField<QuoteFormValues, 'dealer'>
        name="dealer"
        id={fieldId('dealer')}
        label={label}
        required
        validationVisibility={visibleFor(serverErrors, 'dealer')}
        render={({ field }) => (
          <NativeRadioGroup
            name="dealer"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={field.disabled}
            options={list.map((dealer) => ({
              value: String(dealer.id),
              label: dealer.name,
              description: describe(dealer),
            }))}
          />
        )}
      />
      {dealers.status === 'found' ? <PlaceAttribution /> : null}
    </div>
  )
}
