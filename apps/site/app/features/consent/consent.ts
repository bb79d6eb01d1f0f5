/**
 * A visitor's choice about optional cookies, kept in the browser only: the cookie
 * `lamella_consent`, read and written on the client, so a cached page stays the same for everyone.
 *
 * Its value is `<version>:<YYYY-MM-DD>:<categories>`, the categories joined by `+` or `none`:
 * `1:2026-11-20:analytics+advertising`, `1:2026-11-20:analytics`, `1:2026-11-20:none`. Only
 * characters a cookie value may hold, so it needs no encoding. The date is the day of the choice
 * (UTC); the choice counts for six months from it, like the cookie's Max-Age.
 */

export const CONSENT_COOKIE = 'lamella_consent'
/**
 * Raised when what visitors are asked changes (a new category, another purpose): every choice
 * made under an older version no longer counts, and the banner asks again.
 */
export const CONSENT_VERSION = 1
/** Six months, in seconds: the cookie's Max-Age and how long a choice counts. */
export const CONSENT_MAX_AGE = 15_552_000

/** The optional categories a visitor chooses from; strictly necessary cookies need no choice. */
export const consentCategories = ['analytics', 'advertising'] as const
export type ConsentCategory = (typeof consentCategories)[number]

export interface ConsentChoice {
  version: number
  /** the day of the choice, `YYYY-MM-DD` (UTC) */
  date: string
  analytics: boolean
  advertising: boolean
}

const DAY_MS = 86_400_000
const VALUE = /^(\d{1,4}):(\d{4}-\d{2}-\d{2}):(none|[a-z+]+)$/

/** A choice made now. */
export function newChoice(
  categories: Record<ConsentCategory, boolean>,
  now = new Date(),
): ConsentChoice {
  return { version: CONSENT_VERSION, date: now.toISOString().slice(0, 10), ...categories }
}

export function serializeConsent(choice: ConsentChoice): string {
  const granted = consentCategories.filter((category) => choice[category])
  return `${choice.version}:${choice.date}:${granted.length ? granted.join('+') : 'none'}`
}

/**
 * The choice a cookie value records, or null when it records none that counts: malformed, an
 * unknown category, another version, older than six months or dated in the future.
 */
export function parseConsent(value: string | undefined, now = new Date()): ConsentChoice | null {
  const match = VALUE.exec(value?.trim() ?? '')
  if (!match) return null
  const [, version, date, list] = match as unknown as [string, string, string, string]
  if (Number(version) !== CONSENT_VERSION) return null
  const day = Date.parse(`${date}T00:00:00Z`)
  if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== date) return null
  // A day's slack ahead for a clock that runs a little fast; none behind: six months is the limit.
  if (day > now.getTime() + DAY_MS || now.getTime() >= day + CONSENT_MAX_AGE * 1000) return null
  const granted = list === 'none' ? [] : list.split('+')
  if (!granted.every((name) => (consentCategories as readonly string[]).includes(name))) return null
  if (new Set(granted).size !== granted.length) return null
  return {
    version: CONSENT_VERSION,
    date,
    analytics: granted.includes('analytics'),
    advertising: granted.includes('advertising'),
  }
}

/** The consent cookie's value in a `document.cookie` string. */
export function consentCookieValue(cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.split('=')
    if (name?.trim() === CONSENT_COOKIE) return value.join('=')
  }
  return undefined
}

/** The `document.cookie` assignment that stores a choice: first-party, the whole site, 6 months. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return [
    `${CONSENT_COOKIE}=${serializeConsent(choice)}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/** The visitor's stored choice, if one counts. */
export function readConsent(now = new Date()): ConsentChoice | null {
  return parseConsent(consentCookieValue(document.cookie), now)
}

export function storeConsent(choice: ConsentChoice) {
  document.cookie = consentCookie(choice, location.protocol === 'https:')
}

/** Whether a choice lets the tag manager load at all: some optional category granted. */
export function grantsAny(choice: ConsentChoice): boolean {
  return consentCategories.some((category) => choice[category])
}

type ConsentState = 'granted' | 'denied'

/** Google Consent Mode v2's four signals for a choice, or all denied before one. */
export function consentModeOf(choice: ConsentChoice | null): Record<string, ConsentState> {
  const state = (on: boolean | undefined): ConsentState => (on ? 'granted' : 'denied')
  return {
    ad_storage: state(choice?.advertising),
    ad_user_data: state(choice?.advertising),
    ad_personalization: state(choice?.advertising),
    analytics_storage: state(choice?.analytics),
  }
}
