/** The site search's server side for the shell: a publish drops its indexes. */
export { dropSearchIndexes } from './site-search.server'
