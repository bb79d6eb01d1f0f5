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
