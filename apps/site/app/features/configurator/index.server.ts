/** The configurator's server side for the rest of the site: the pool lines from the CMS. */
export { loadPoolLines } from './configuration.server'
