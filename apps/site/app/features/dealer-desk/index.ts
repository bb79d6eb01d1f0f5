/** The dealer desk for the rest of the site: which requests are its own. */
export { isDeskTarget } from './desk-paths'
