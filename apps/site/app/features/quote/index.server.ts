/** The quote's server side for the site's start: sending what the outbox still holds. */
export { resumeQuoteOutbox } from './store.server'
