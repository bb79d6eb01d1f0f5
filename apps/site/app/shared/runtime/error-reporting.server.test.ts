// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSink, type Sink } from '#e2e/http-sink'
import { createServerReporter } from './error-reporting.server'
import { scrubEvent } from './scrub-event'

/** What a visitor typed or sent, none of which may reach the error reporter. */
const visitor = {
  email: 'griet.peeters@example.be',
  name: 'Griet Peeters',
  phone: '+32 470 99 88 77',
  ip: '203.0.113.42',
  cookie: 'lamella_consent=v1.analytics',
}

let sink: Sink
beforeAll(async () => {
  sink = await startSink()
})
afterAll(() => sink.close())

describe('error reports', () => {
  it('reach the sink without the visitor’s IP, cookies, headers, form values or e-mail', async () => {
    const reporter = createServerReporter({
      dsn: sink.dsn,
      environment: 'production',
      tracesSampleRate: 0,
    })
    reporter.captureException(new Error(`could not store the request of ${visitor.email}`), {
      captureContext: {
        user: { ip_address: visitor.ip, email: visitor.email },
        tags: { path: '/nl/offerte' },
        extra: { values: { name: visitor.name, email: visitor.email, phone: visitor.phone } },
        contexts: { form: { email: visitor.email } },
      },
    })
    reporter.captureEvent({
      message: `lookup failed for ${visitor.email}`,
      request: {
        url: `https://lamella.example.com/nl/offerte?email=${encodeURIComponent(visitor.email)}`,
        method: 'POST',
        query_string: { email: visitor.email },
        cookies: { lamella_consent: 'v1.analytics' },
        headers: { cookie: visitor.cookie, 'x-forwarded-for': visitor.ip },
        data: { name: visitor.name, phone: visitor.phone },
      },
      breadcrumbs: [
        { category: 'fetch', data: { url: `/api/places?q=${visitor.email}` } },
        { category: 'console', message: `typed ${visitor.email}` },
      ],
    })
    await reporter.flush(5_000)

    const items = sink.sentryItems()
    expect(items).toHaveLength(2)
    const sent = sink.requests.map((request) => request.body).join('\n')
    for (const value of Object.values(visitor)) expect(sent).not.toContain(value)
    expect(sent).not.toContain('example.be')
    expect(sink.errorMessages()).toEqual(['could not store the request of [email]'])
    const event = items.find((item) => item.payload.request)?.payload
    expect(event?.request).toEqual({ url: 'https://lamella.example.com/nl/offerte' })
    expect(event?.message).toBe('lookup failed for [email]')
    // what helps to find the bug stays
    expect(items[0]?.payload.tags).toMatchObject({ path: '/nl/offerte' })
  })
})

describe('scrubEvent', () => {
  it('keeps an event that holds nothing personal as it is', () => {
    const event = {
      message: 'CMS answered 503',
      tags: { method: 'GET' },
      request: { url: 'https://lamella.example.com/en/covers' },
      exception: { values: [{ value: 'timeout after 2000 ms' }] },
    }
    expect(scrubEvent(structuredClone(event))).toEqual(event)
  })
})
