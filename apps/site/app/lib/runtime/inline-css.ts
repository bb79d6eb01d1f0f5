/**
 * What the server renders in place of the inline stylesheet; the finished document's bytes get
 * the stylesheet there (inline-css.server.ts). React escapes `<` in every text and attribute it
 * renders, so nothing from the CMS in the head before it can read the same.
 */
export const INLINE_CSS_SLOT = '<lamella-inline-css>'
