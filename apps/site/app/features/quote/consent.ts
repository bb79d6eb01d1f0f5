/**
 * The version of what a visitor agrees to with the quote form's consent box: the box's text
 * (`quote.consent` in the message catalogues) and the privacy notice it points to (the CMS page
 * at /{lang}/privacy). The action stores it with every request, so that the office can tell which
 * text a visitor accepted. Change it whenever either changes in substance.
 */
export const CONSENT_VERSION = '2026-11'
