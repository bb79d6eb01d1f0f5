import { describe, expect, it } from 'vitest'
import {
  CONSENT_MAX_AGE,
  CONSENT_VERSION,
  consentCookie,
  consentCookieValue,
  consentModeOf,
  grantsAny,
  newChoice,
  parseConsent,
  serializeConsent,
} from './consent'

const now = new Date('2026-11-20T10:30:00Z')
const all = newChoice({ analytics: true, advertising: true }, now)
const none = newChoice({ analytics: false, advertising: false }, now)
const analytics = newChoice({ analytics: true, advertising: false }, now)

describe('serializeConsent', () => {
  it('writes the version, the day and the granted categories', () => {
    expect(serializeConsent(all)).toBe(`${CONSENT_VERSION}:2026-11-20:analytics+advertising`)
    expect(serializeConsent(analytics)).toBe(`${CONSENT_VERSION}:2026-11-20:analytics`)
    expect(serializeConsent(none)).toBe(`${CONSENT_VERSION}:2026-11-20:none`)
  })

  it('uses only characters a cookie value may hold', () => {
    for (const choice of [all, none, analytics]) {
      expect(serializeConsent(choice)).toMatch(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/)
    }
  })
})

describe('parseConsent', () => {
  it('reads back what it wrote', () => {
    for (const choice of [all, none, analytics]) {
      expect(parseConsent(serializeConsent(choice), now)).toEqual(choice)
    }
    expect(parseConsent(`${CONSENT_VERSION}:2026-11-20:advertising`, now)).toEqual({
      version: CONSENT_VERSION,
      date: '2026-11-20',
      analytics: false,
      advertising: true,
    })
  })

  it('counts a choice for six months from its day, not a moment longer', () => {
    const value = serializeConsent(all)
    const day = Date.parse('2026-11-20T00:00:00Z')
    expect(parseConsent(value, new Date(day + CONSENT_MAX_AGE * 1000 - 1))).toEqual(all)
    expect(parseConsent(value, new Date(day + CONSENT_MAX_AGE * 1000))).toBeNull()
    expect(CONSENT_MAX_AGE).toBe(180 * 24 * 3600)
  })

  it('refuses a choice dated in the future beyond a day of clock skew', () => {
    expect(parseConsent(`${CONSENT_VERSION}:2026-11-21:none`, now)).not.toBeNull()
    expect(parseConsent(`${CONSENT_VERSION}:2026-11-23:none`, now)).toBeNull()
  })

  it('refuses a choice of another version: a new version asks again', () => {
    expect(parseConsent(`${CONSENT_VERSION + 1}:2026-11-20:analytics`, now)).toBeNull()
    expect(parseConsent(`0:2026-11-20:analytics`, now)).toBeNull()
  })

  it.each([
    undefined,
    '',
    'yes',
    '1:2026-11-20',
    '1:2026-11-20:',
    '1:2026-13-01:none',
    '1:2026-02-30:none',
    '1:20261120:none',
    '1:2026-11-20:marketing',
    '1:2026-11-20:analytics+analytics',
    '1:2026-11-20:analytics+none',
    '1:2026-11-20:ANALYTICS',
    'v1:2026-11-20:none',
  ])('refuses %j', (value) => {
    expect(parseConsent(value, now)).toBeNull()
  })
})

describe('the cookie', () => {
  it('is first-party for the whole site, Lax, six months; Secure on https only', () => {
    expect(consentCookie(all, true)).toBe(
      `lamella_consent=${CONSENT_VERSION}:2026-11-20:analytics+advertising; Path=/; Max-Age=15552000; SameSite=Lax; Secure`,
    )
    expect(consentCookie(none, false)).not.toContain('Secure')
  })

  it('is found among the others in document.cookie', () => {
    expect(consentCookieValue(`lamella_locale=fr; lamella_consent=1:2026-11-20:none; _x=a=b`)).toBe(
      '1:2026-11-20:none',
    )
    expect(consentCookieValue('lamella_locale=fr')).toBeUndefined()
    expect(consentCookieValue('')).toBeUndefined()
  })
})

describe('Consent Mode', () => {
  it('denies all four signals before a choice', () => {
    expect(consentModeOf(null)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    })
  })

  it('grants analytics alone with the advertising signals denied', () => {
    expect(consentModeOf(analytics)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    })
    expect(Object.values(consentModeOf(all))).toEqual(Array(4).fill('granted'))
  })

  it('lets the container load only when a category is granted', () => {
    expect(grantsAny(none)).toBe(false)
    expect(grantsAny(analytics)).toBe(true)
    expect(grantsAny(newChoice({ analytics: false, advertising: true }, now))).toBe(true)
  })
})
