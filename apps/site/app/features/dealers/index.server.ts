/** The dealer search for the rest of the site, and the query parameters of the finder's URL. */
export {
  dealerSearchParams,
  distanceKm,
  findDealers,
  type DealerResult,
  type DealerSearch,
} from './dealer-search.server'
