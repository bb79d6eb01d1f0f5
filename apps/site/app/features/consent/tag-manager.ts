import type {} from '#app/shared/runtime/data-layer'
import { consentModeOf, grantsAny, type ConsentChoice } from './consent'

/**
 * The tag manager, started only with consent: Google Consent Mode v2 signals in the data layer
 * and the container script after a choice that grants something. Loaded in a chunk of its own,
 * and only on a site with a tag manager configured.
 */

/**
 * Google's `gtag()`: the tag manager reads consent commands only as `arguments` objects, not as
 * arrays or plain objects.
 */
function gtag(..._command: unknown[]): Record<string, unknown> {
  // eslint-disable-next-line prefer-rest-params -- the tag manager recognises an Arguments object only
  return arguments as unknown as Record<string, unknown>
}

/**
 * The tag manager's queue (`runtime/data-layer` owns it and its type). Not imported from there:
 * this chunk would then pull that module into a chunk of its own that every page loads.
 */
function dataLayer() {
  return (window.dataLayer ??= [])
}

function isConsentDefault(entry: unknown): boolean {
  const command = entry as { 0?: unknown; 1?: unknown } | null
  return command?.[0] === 'consent' && command[1] === 'default'
}

function tagManagerLoaded(): boolean {
  return document.querySelector('script[data-tag-manager]') !== null
}

/**
 * Every signal denied, first in the data layer: the container, whenever it loads, reads the
 * default before any event queued ahead of it (the content views pushed since the page opened).
 * Only before the container has loaded; after that, updates alone.
 */
export function setConsentDefault() {
  const queue = dataLayer()
  if (tagManagerLoaded() || queue.some(isConsentDefault)) return
  queue.unshift(gtag('consent', 'default', { ...consentModeOf(null), wait_for_update: 500 }))
}

/**
 * Applies a stored or new choice: the consent update, then the container when the choice grants
 * a category and it has not loaded yet. With analytics only, the container loads with the
 * advertising signals denied; with nothing granted it never loads. A choice withdrawn after the
 * container loaded in this page denies its signals at once; the next page loads no container.
 */
export function applyConsent(tagManager: { id: string; origin: string }, choice: ConsentChoice) {
  setConsentDefault()
  const granted = grantsAny(choice)
  if (!granted && !tagManagerLoaded()) return
  dataLayer().push(gtag('consent', 'update', consentModeOf(choice)))
  if (granted) loadTagManager(tagManager)
}

/**
 * Loads the tag manager's script for a container, once. Called after the page has loaded, so it
 * never delays the first paint; the Content-Security-Policy allows exactly `origin`.
 */
export function loadTagManager({ id, origin }: { id: string; origin: string }) {
  if (tagManagerLoaded()) return
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `${origin}/gtm.js?id=${encodeURIComponent(id)}`
  script.dataset.tagManager = id
  document.head.append(script)
}
