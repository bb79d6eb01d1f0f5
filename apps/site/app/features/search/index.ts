/** The site search for the rest of the site: which requests are its own. */
export { isSearchTarget } from './search-target'
