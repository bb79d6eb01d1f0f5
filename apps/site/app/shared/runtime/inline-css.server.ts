import stylesheet from '#app/app.css?inline'
import { INLINE_CSS_SLOT } from './inline-css'

/**
 * The whole stylesheet is inline in every document (the first paint waits for no request), and it
 * is about half of a page's bytes. Rendered by React it would be copied into the stream, decoded,
 * scanned for scripts and encoded again on every render; instead it is encoded once here and put
 * in the finished document's bytes where the root left its slot.
 */
const stylesheetBytes = Buffer.from(stylesheet)
const slot = Buffer.from(INLINE_CSS_SLOT)

/** The document's bytes, with the stylesheet in the first slot (the head's `<style>`). */
export function documentBytes(html: string, css: Buffer = stylesheetBytes): Buffer<ArrayBuffer> {
  const bytes = Buffer.from(html)
  const at = bytes.indexOf(slot)
  if (at < 0) return bytes
  return Buffer.concat([bytes.subarray(0, at), css, bytes.subarray(at + slot.length)])
}
