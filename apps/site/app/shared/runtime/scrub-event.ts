/**
 * Error reports carry no personal data (ADR 036): what Sentry would collect of a visitor is
 * switched off at the source (`privateDataCollection`), and `scrubEvent` runs last, on the
 * server and in the browser, over whatever reached the event anyway: no user (so no IP address),
 * no cookies, headers or request body, no query strings, no extra data or contexts other than the
 * SDK's own descriptions of the runtime, and no e-mail address in a message, an exception or a
 * breadcrumb.
 */

import type { DataCollection } from '@sentry/core'

/** What an SDK may collect about a visitor, each category off. */
export const privateDataCollection: DataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
}

const emailPattern = /[^\s@"'<>()[\]{},;:/\\]+@[^\s@"'<>()[\]{},;:/\\]+\.[a-z]{2,}/gi

/** A URL without its query string and fragment: form values and e-mails travel there. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, '')
}

/** Replaces every e-mail address in a text, and removes the query strings of URLs in it. */
function scrubText(text: string): string {
  return text.replace(emailPattern, '[email]').replace(/(https?:\/\/[^\s?#"']+)[?#][^\s"']*/g, '$1')
}

/** A deep copy of a value with every string scrubbed. */
function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (depth > 8 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, scrubValue(item, depth + 1)]),
  )
}

/** Contexts the SDKs fill with the runtime, never with what a visitor sent. */
const sdkContexts = new Set([
  'trace',
  'runtime',
  'os',
  'browser',
  'device',
  'app',
  'culture',
  'cloud_resource',
  'react',
])

/** A breadcrumb's addresses (a fetch's `url`, a navigation's `from` and `to`) lose their query. */
function scrubCrumb(crumb: unknown): unknown {
  const scrubbed = scrubValue(crumb)
  if (typeof scrubbed !== 'object' || scrubbed === null) return scrubbed
  const data = (scrubbed as { data?: unknown }).data
  if (typeof data === 'object' && data !== null) {
    const fields = data as Record<string, unknown>
    for (const key of ['url', 'from', 'to'])
      if (typeof fields[key] === 'string') fields[key] = withoutQuery(fields[key])
  }
  return scrubbed
}

/** The part of a Sentry event this scrubber reads; any other member is left as it is. */
export interface ScrubbableEvent {
  user?: unknown
  request?: {
    url?: string
    query_string?: unknown
    cookies?: unknown
    headers?: unknown
    data?: unknown
    env?: unknown
  }
  message?: string
  exception?: { values?: Array<{ value?: string }> }
  breadcrumbs?: unknown[]
  extra?: Record<string, unknown>
  contexts?: Record<string, unknown>
  tags?: Record<string, unknown>
}

/** Sentry's `beforeSend`: takes out of the event what could name or reach a visitor. */
export function scrubEvent<T extends ScrubbableEvent>(event: T): T {
  scrub(event)
  return event
}

function scrub(event: ScrubbableEvent): void {
  delete event.user
  if (event.request) {
    const { url } = event.request
    event.request = url ? { url: withoutQuery(url) } : {}
  }
  if (event.message) event.message = scrubText(event.message)
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubText(value.value)
  }
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map(scrubCrumb)
  delete event.extra
  if (event.tags) event.tags = scrubValue(event.tags) as Record<string, unknown>
  if (event.contexts)
    event.contexts = Object.fromEntries(
      Object.entries(event.contexts)
        .filter(([name]) => sdkContexts.has(name))
        .map(([name, context]) => [name, scrubValue(context)]),
    )
}
