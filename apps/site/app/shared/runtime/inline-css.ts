/**
 * What the server renders in place of the inline stylesheet; the finished document's bytes get
 * the stylesheet there (inline-css.server.ts). Everything before it in the head is escaped (React
 * writes `<` in texts and attributes as `&lt;`, React Router's JSON-LD as `\u003c`), so nothing
 * from the CMS can read as the slot.
 */
export const INLINE_CSS_SLOT = '<lamella-inline-css>'
