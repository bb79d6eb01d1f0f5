import { randomBytes } from 'node:crypto'
import { hashSource } from './csp.server'

/**
 * Which inline scripts of a rendered document the Content-Security-Policy allows (ADR 022).
 *
 * A document is rendered whole before it is sent, and the page cache replays its bytes, so the
 * policy allows its inline scripts by hash instead of by a nonce (a replayed page cannot carry a
 * fresh one). Hashing every `<script>` in the bytes would also allow one that slipped in through
 * CMS content, so only the site's own scripts count: React Router and React mark theirs with a
 * marker nonce that is new for each render (no content can know it), and scripts of the site's
 * own code are listed by their exact text. The marker is taken out of the bytes afterwards: it is
 * no nonce of the policy and means nothing to the browser.
 */

/** A fresh marker for one render (128 random bits). */
export function renderMarker(): string {
  return randomBytes(16).toString('base64url')
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** Script types a browser executes; `application/ld+json` and other data blocks are not. */
const EXECUTABLE = /^(|module|text\/javascript|application\/javascript)$/i

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`,
    'i',
  ).exec(attributes)
  if (!match) return undefined
  return match[1] ?? match[2] ?? match[3] ?? ''
}

export interface SecuredDocument {
  html: string
  /** CSP hash sources of the inline scripts the site itself put in the document, in order */
  scriptHashes: string[]
}

/**
 * The hashes of the document's own inline scripts (those carrying `marker`, or whose text is one
 * of `ownScripts`), and the document without the marker.
 */
export function secureDocument(
  html: string,
  marker: string,
  ownScripts: readonly string[] = [],
): SecuredDocument {
  const own = new Set(ownScripts)
  const scriptHashes: string[] = []
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue
    if (!EXECUTABLE.test((attribute(attributes, 'type') ?? '').trim())) continue
    if (attribute(attributes, 'nonce') === marker || own.has(text)) {
      scriptHashes.push(hashSource(text))
    }
  }
  return { html: withoutMarker(html, marker), scriptHashes }
}

/**
 * The document without the marker, in one pass over its bytes. The marked elements that close
 * themselves are React Router's `<link rel="modulepreload">`: where the marker was, each gets
 * `fetchpriority="low"`. The document arrives whole and readable with its styles inline, and its
 * scripts only make it interactive; Chromium fetches module preloads at high priority, so on a slow
 * connection they would take the bandwidth of the page's largest picture, and Lighthouse counts
 * every high-priority script as holding back the first paint (ADR 042).
 */
function withoutMarker(html: string, marker: string) {
  const [first = '', ...rest] = html.split(` nonce="${marker}"`)
  let out = first
  for (const part of rest) out += part.startsWith('/>') ? ` fetchpriority="low"${part}` : part
  return out
}
