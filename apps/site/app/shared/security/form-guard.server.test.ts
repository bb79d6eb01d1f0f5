// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  checkFillTime,
  checkHoneypot,
  checkOrigin,
  createRateLimit,
  formSecret,
  issueFormStamp,
  readFormBody,
  trustProxySetting,
} from './form-guard.server'

const secret = formSecret({ FORM_SECRET: 'test-secret' })
const times = { minMs: 3_000, maxMs: 60_000 }

describe('the render stamp', () => {
  it('lets a form through that was filled in for a while, not one posted at once', () => {
    const { submissionId, stamp } = issueFormStamp(secret, 1_000_000)
    expect(checkFillTime(secret, submissionId, stamp, { ...times, now: 1_001_000 })).toEqual({
      ok: false,
      reason: 'tooFast',
    })
    expect(checkFillTime(secret, submissionId, stamp, { ...times, now: 1_004_000 })).toEqual({
      ok: true,
    })
    expect(checkFillTime(secret, submissionId, stamp, { ...times, now: 1_070_000 })).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('refuses a stamp made up, moved back in time or taken from another form', () => {
    const { submissionId, stamp } = issueFormStamp(secret, 1_000_000)
    const [, signature] = stamp.split('.')
    const now = { ...times, now: 1_010_000 }
    expect(checkFillTime(secret, submissionId, `900000.${signature}`, now).ok).toBe(false)
    expect(checkFillTime(secret, submissionId, '900000.forged', now).ok).toBe(false)
    expect(checkFillTime(secret, submissionId, '', now).ok).toBe(false)
    expect(checkFillTime(secret, issueFormStamp(secret).submissionId, stamp, now).ok).toBe(false)
    expect(checkFillTime(formSecret({ FORM_SECRET: 'other' }), submissionId, stamp, now).ok).toBe(
      false,
    )
  })

  it('gives every form its own submission id', () => {
    expect(issueFormStamp(secret).submissionId).not.toBe(issueFormStamp(secret).submissionId)
  })
})

describe('the honeypot', () => {
  it('turns away a post whose hidden field was filled in', () => {
    expect(checkHoneypot('https://spam.example')).toEqual({ ok: false, reason: 'honeypot' })
    expect(checkHoneypot('')).toEqual({ ok: true })
    expect(checkHoneypot(null)).toEqual({ ok: true })
  })
})

describe('the origin check', () => {
  const site = ['https://www.lamella.example']
  const post = (headers: Record<string, string>) =>
    new Request('https://www.lamella.example/en/quote', { method: 'POST', headers })

  it('accepts posts from the site and refuses posts from elsewhere', () => {
    expect(checkOrigin(post({ origin: 'https://www.lamella.example' }), site).ok).toBe(true)
    expect(checkOrigin(post({ origin: 'https://evil.example' }), site)).toEqual({
      ok: false,
      reason: 'origin',
    })
    expect(checkOrigin(post({ origin: 'null' }), site).ok).toBe(false)
  })

  it('trusts the browser’s Sec-Fetch-Site first: the site sends no referrer, so Origin is null', () => {
    expect(checkOrigin(post({ 'sec-fetch-site': 'same-origin', origin: 'null' }), site).ok).toBe(
      true,
    )
    for (const from of ['cross-site', 'same-site', 'none']) {
      expect(checkOrigin(post({ 'sec-fetch-site': from }), site)).toEqual({
        ok: false,
        reason: 'origin',
      })
    }
  })

  it('falls back to the referer when a browser sends no origin', () => {
    expect(
      checkOrigin(post({ referer: 'https://www.lamella.example/en/quote?pool=1' }), site).ok,
    ).toBe(true)
    expect(checkOrigin(post({ referer: 'https://evil.example/form' }), site).ok).toBe(false)
    // The origin decides when both are sent.
    expect(
      checkOrigin(
        post({ origin: 'https://evil.example', referer: 'https://www.lamella.example/' }),
        site,
      ).ok,
    ).toBe(false)
  })
})

describe('the body size limit', () => {
  const body = (text: string, headers: Record<string, string> = {}) =>
    new Request('http://site.test/en/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: text,
    })

  it('reads a form within the limit', async () => {
    const result = await readFormBody(body('name=An&message=Hallo+daar'), 100)
    expect(result.ok && Object.fromEntries(result.form)).toEqual({
      name: 'An',
      message: 'Hallo daar',
    })
  })

  it('refuses a larger body, also when its declared length understates it', async () => {
    expect(await readFormBody(body(`message=${'x'.repeat(200)}`), 100)).toEqual({
      ok: false,
      reason: 'tooLarge',
    })
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(50)))
        controller.close()
      },
    })
    // Node needs `duplex` for a streamed body; the DOM typings do not know it yet.
    const init = { method: 'POST', body: streamed, duplex: 'half' }
    const chunked = new Request('http://site.test/en/quote', init)
    expect(await readFormBody(chunked, 100)).toEqual({ ok: false, reason: 'tooLarge' })
  })
})

describe('the rate limit', () => {
  it('counts posts per client and says when to try again', async () => {
    const limit = createRateLimit({ points: 2, durationSeconds: 600 })
    expect(await limit.consume('203.0.113.7')).toEqual({ ok: true })
    expect(await limit.consume('203.0.113.7')).toEqual({ ok: true })
    const third = await limit.consume('203.0.113.7')
    expect(third.ok).toBe(false)
    expect(!third.ok && third.reason).toBe('rateLimited')
    expect(!third.ok && third.retryAfterSeconds).toBeGreaterThan(590)
    // Another client has a budget of its own.
    expect(await limit.consume('198.51.100.2')).toEqual({ ok: true })
  })

  it('trusts forwarded addresses only as configured', () => {
    expect(trustProxySetting(undefined)).toBe(false)
    expect(trustProxySetting('')).toBe(false)
    expect(trustProxySetting('1')).toBe(1)
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8')
  })
})
