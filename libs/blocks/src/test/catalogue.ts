import { serializedMessages } from '@lamella/i18n/messages'

/** The English catalogue as the site's root loader sends it, for stories and tests. */
export const storyCatalogue = serializedMessages('en')
