/** What the catalogue offers the rest of the site: the facets a projects URL may carry. */
export { facetKeys, isFacetValue, poolIdsOf, type FacetKey } from './project-facets'
