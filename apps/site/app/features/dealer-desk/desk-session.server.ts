import { hkdfSync } from 'node:crypto'
import { createCmsClient, issueDeskToken, type CmsClient, type DeskAccount } from '@lamella/cms'
import { isLocale, type Locale } from '@lamella/i18n'
import { createCookieSessionStorage, redirect } from 'react-router'
import { env } from '#app/env.server'
import { sharedRedis } from '#app/shared/cache/redis.server'
import { createRateLimit, formSecret } from '#app/shared/security/form-guard.server'
import { isSitePath } from '#app/shared/security/safe-path'
import { secureCookies } from '#app/shared/seo/site-url.server'
import { deskPath } from './desk-paths'

/**
 * Who is signed in to the dealer desk, and the CMS client that acts as them (ADR 056).
 *
 * The session is a signed cookie holding who signed in and when, nothing the CMS would take: the
 * site asks the CMS's gate for a short-lived token of that staff member when it needs one, and
 * every read and change of leads goes through that token, so that the CMS's own Dealer
 * permissions decide what a dealer sees. A staff account the office deactivates gets no token:
 * its session ends at the next page.
 */

/** A key of its own for each use, derived from the secret that already signs the site's forms. */
export function deskKey(purpose: 'sign-in' | 'session'): string {
  return Buffer.from(
    hkdfSync('sha256', formSecret(), 'lamella', `dealer desk ${purpose}`, 32),
  ).toString('hex')
}

export const DESK_COOKIE = 'lamella_desk'

function storage(request: Request) {
  return createCookieSessionStorage<DeskSessionData>({
    cookie: {
      name: DESK_COOKIE,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: secureCookies(request),
      secrets: [deskKey('session')],
      maxAge: env().DEALER_SESSION_HOURS * 60 * 60,
    },
  })
}

interface DeskSessionData {
  /** the staff member's address, once signed in */
  email: string
  /** when they signed in (ms): the session ends DEALER_SESSION_HOURS later, whatever the cookie says */
  since: number
  /** where to go once signed in: the lead a mail linked to */
  next: string
}

export async function deskSession(request: Request) {
  const store = storage(request)
  const session = await store.getSession(request.headers.get('Cookie'))
  return {
    session,
    commit: () => store.commitSession(session),
    destroy: () => store.destroySession(session),
  }
}

let gateClient: CmsClient | undefined
/** The gate's client: never cached, with the site's usual timeout. */
export function deskGate(): CmsClient {
  if (!gateClient) {
    const { DIRECTUS_DEALER_TOKEN: token, DIRECTUS_URL: url, CMS_TIMEOUT_MS } = env()
    if (!token)
      throw new Error('DIRECTUS_DEALER_TOKEN is not set: start the site with `npm start`.')
    gateClient = createCmsClient({ url, token, cacheTtlMs: 0, timeoutMs: CMS_TIMEOUT_MS * 2 })
  }
  return gateClient
}

interface Signed {
  account: DeskAccount
  client: CmsClient
  expires: number
}

/** Staff members' tokens, kept until a minute before they expire. */
const signedIn = new Map<string, Signed>()
const MAX_KEPT = 500

/** The staff member's account and a client acting as them, or null when the CMS knows them no more. */
export async function actAs(email: string, now = Date.now()): Promise<Signed | null> {
  const kept = signedIn.get(email)
  if (kept && kept.expires - 60_000 > now) return kept
  signedIn.delete(email)
  const issued = await issueDeskToken(deskGate(), email)
  if (!issued) return null
  const { DIRECTUS_URL: url, CMS_TIMEOUT_MS } = env()
  const signed: Signed = {
    account: issued.user,
    client: createCmsClient({
      url,
      token: issued.token,
      cacheTtlMs: 0,
      timeoutMs: CMS_TIMEOUT_MS * 2,
    }),
    expires: issued.expires,
  }
  if (signedIn.size >= MAX_KEPT) signedIn.delete(signedIn.keys().next().value!)
  signedIn.set(email, signed)
  return signed
}

/** Forget a staff member's token (sign-out). */
export function forget(email: string) {
  signedIn.delete(email)
}

/** The language a staff member reads their desk in: their own, else their dealer's. */
export function accountLocale(account: DeskAccount): Locale {
  const own = account.language?.slice(0, 2)
  if (own && isLocale(own)) return own
  return isLocale(account.dealer.language) ? account.dealer.language : 'nl'
}

export interface Desk extends Signed {
  locale: Locale
}

/**
 * The signed-in staff member of this request, or a redirect to the sign-in page that comes back
 * here afterwards.
 */
export async function requireDesk(request: Request, locale: Locale): Promise<Desk> {
  const { session, destroy } = await deskSession(request)
  const email = session.get('email')
  const since = session.get('since') ?? 0
  const url = new URL(request.url)
  const back = `${deskPath(locale, 'sign-in')}?next=${encodeURIComponent(url.pathname)}`
  if (!email || Date.now() - since > env().DEALER_SESSION_HOURS * 60 * 60 * 1000) {
    throw redirect(back, {
      headers: { 'Cache-Control': 'no-store', ...(email ? { 'Set-Cookie': await destroy() } : {}) },
    })
  }
  const signed = await actAs(email)
  if (!signed) {
    throw redirect(back, {
      headers: { 'Cache-Control': 'no-store', 'Set-Cookie': await destroy() },
    })
  }
  return { ...signed, locale }
}

/** A path to come back to after signing in: one of the desk's own, else the inbox. */
export function nextPath(value: unknown, locale: Locale): string {
  if (typeof value === 'string' && isSitePath(value) && /^\/[a-z]{2}\/dealer(\/|$)/.test(value)) {
    return value
  }
  return deskPath(locale, 'inbox')
}

// Sign-in codes: enough for a busy shop's staff on one connection, too few to mail-bomb anyone.
let perClient: ReturnType<typeof createRateLimit> | undefined
let perAccount: ReturnType<typeof createRateLimit> | undefined
const WINDOW_SECONDS = 15 * 60

export const signInLimits = () => ({
  client: (perClient ??= createRateLimit({
    points: env().DEALER_SIGN_IN_RATE_LIMIT,
    durationSeconds: WINDOW_SECONDS,
    redis: sharedRedis(),
    keyPrefix: 'lamella:rate:desk-client',
  })),
  account: (perAccount ??= createRateLimit({
    points: env().DEALER_SIGN_IN_ACCOUNT_LIMIT,
    durationSeconds: WINDOW_SECONDS,
    redis: sharedRedis(),
    keyPrefix: 'lamella:rate:desk-account',
  })),
})
