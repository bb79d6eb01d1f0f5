import type { Configuration } from '#app/features/configurator'
import { emptyQuoteValues, type QuoteFormValues } from './quote-request'

/** A form stamp as the server issues it; stories never post, so it only has to look real. */
export const stampFixture = {
  submissionId: '6f1c2a8e-4b7d-4e2a-9c51-0d3b7f8e2a14',
  stamp: '1764086400000.6f1c2a8e.fixture',
}

/** A configuration of the demo content's Horizon line, as the configurator hands it over. */
export const configurationFixture: Configuration = {
  pool: 1,
  color: 'volcano_grey',
  length: 12,
  width: 5,
  stair: 'stair_both_lounge',
}

/** The details of a visitor in Gent who asked for an appointment with a dealer. */
export const detailsFixture: QuoteFormValues = {
  ...emptyQuoteValues,
  kind: 'appointment',
  name: 'Sofie Claes',
  email: 'sofie.claes@example.com',
  phone: '+32 470 12 34 56',
  address: 'Kortrijksesteenweg 120',
  postalCode: '9000',
  municipality: 'Gent',
  country: 'BE',
  poolBuilt: 'no',
  consent: 'on',
}
