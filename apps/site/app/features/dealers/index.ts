/** What the dealer finder offers the rest of the site: its notes on a search and its results. */
export { DealerSearchNotes, PlaceAttribution } from './search-notes'
export type { DealerResult, DealerSearch } from './dealer-search.server'
