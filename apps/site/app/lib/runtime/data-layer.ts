import type { Locale } from '@lamella/i18n'

type DataLayerEvent = Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[]
  }
}

/** The tag manager's queue: it reads what is pushed before and after its script loads. */
export function dataLayer(): DataLayerEvent[] {
  window.dataLayer ??= []
  return window.dataLayer
}

/** Every route change, the first included, is reported as a content view. */
export function pushContentView(view: { path: string; locale: Locale; title: string }) {
  dataLayer().push({ event: 'content-view', ...view })
}

/**
 * Loads the tag manager's script for a container, once. Called after the page has loaded, so it
 * never delays the first paint; the Content-Security-Policy allows exactly `origin`.
 */
export function loadTagManager({ id, origin }: { id: string; origin: string }) {
  if (document.querySelector('script[data-tag-manager]')) return
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `${origin}/gtm.js?id=${encodeURIComponent(id)}`
  script.dataset.tagManager = id
  document.head.append(script)
}
