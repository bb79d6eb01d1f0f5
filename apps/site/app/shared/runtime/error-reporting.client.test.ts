import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSink, type Sink } from '#e2e/http-sink'
import { reportError, startErrorReporting } from './error-reporting.client'

let sink: Sink
beforeAll(async () => {
  sink = await startSink()
})
afterAll(() => sink.close())

describe('error reports from the browser', () => {
  it('reach the sink without the visitor’s cookies, query string or e-mail address', async () => {
    window.history.replaceState(null, '', '/nl/offerte?email=griet%40example.be&step=2')
    document.cookie = 'lamella_consent=v1.analytics; path=/'
    const Sentry = await startErrorReporting(
      { dsn: sink.dsn, environment: 'production', tracesSampleRate: 0 },
      window.location.origin,
    )
    Sentry.addBreadcrumb({ category: 'console', message: 'typed griet@example.be' })
    reportError(new Error('could not store the request of griet@example.be'))
    await Sentry.flush(5_000)

    const [event, ...more] = sink.sentryItems().filter((item) => item.type === 'event')
    expect(more).toEqual([])
    expect(sink.errorMessages()).toEqual(['could not store the request of [email]'])
    const sent = sink.requests.map((request) => request.body).join('\n')
    for (const value of ['griet', 'example.be', 'lamella_consent', 'step=2'])
      expect(sent).not.toContain(value)
    expect(event?.payload.request).toEqual({ url: `${window.location.origin}/nl/offerte` })
    expect(event?.payload.user).toBeUndefined()
  })
})
