import { getGlobalSettings, mailDeskSignIn } from '@lamella/cms'
import type { Locale } from '@lamella/i18n'
import { translatorFor } from '@lamella/i18n/server'
import { data, redirect } from 'react-router'
import { TOTPStrategy } from 'remix-auth-totp'
import { env } from '#app/env.server'
import { requireLocale } from '#app/shared/locale/locale.server'
import { servicesOf, type RequestServices } from '#app/shared/request.server'
import type { LoaderArgs } from '#app/shared/route-helpers.server'
import { siteOrigin } from '#app/shared/seo/site-url.server'
import { deskPath } from './desk-paths'
import type { SignInError } from './sign-in-error'
import {
  accountLocale,
  actAs,
  deskGate,
  deskKey,
  deskSession,
  forget,
  nextPath,
  signInLimits,
} from './desk-session.server'

/**
 * Signing in to the dealer desk without a password (ADR 056): remix-auth-totp makes a six-digit
 * code and a link, both valid DEALER_SIGN_IN_MINUTES, once, in the browser that asked for them
 * (their secret travels encrypted in a cookie of that browser). The CMS mails them, and only to
 * a dealer's staff member: the page says the same for any address, so it tells nobody who has
 * an account.
 */

const noStore = { 'Cache-Control': 'no-store' }

/** remix-auth-totp reports its errors by message; these are the codes the page translates. */
const errors = {
  requiredEmail: 'invalidEmail',
  invalidEmail: 'invalidEmail',
  invalidTotp: 'invalidCode',
  expiredTotp: 'expired',
  rateLimitExceeded: 'tooMany',
  missingSessionEmail: 'noSession',
  missingSessionTotp: 'noSession',
} satisfies Record<string, SignInError>

const TOTP_COOKIE = '_totp'

/** The address a code was mailed to and the last error, from the sign-in cookie of remix-auth-totp. */
export function signInState(request: Request): { email?: string; error?: SignInError } {
  const cookies = request.headers.get('Cookie') ?? ''
  for (const part of cookies.split(/;\s*/)) {
    if (!part.startsWith(`${TOTP_COOKIE}=`)) continue
    let raw = part.slice(TOTP_COOKIE.length + 1)
    try {
      raw = decodeURIComponent(raw)
    } catch {
      return {}
    }
    const params = new URLSearchParams(raw)
    const email = params.get('email') ?? undefined
    const error = params.get('error') ?? undefined
    const known = Object.values(errors) as string[]
    return {
      ...(email && params.get('totp') ? { email } : {}),
      ...(error && known.includes(error) ? { error: error as SignInError } : {}),
    }
  }
  return {}
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

/** The sign-in mail, in the language of the page the staff member asked on. */
export function signInMail(
  locale: Locale,
  { brand, code, link, minutes }: { brand: string; code: string; link: string; minutes: number },
) {
  const t = translatorFor(locale)
  const subject = t('dealerDesk.mail.subject', { brand, code })
  const intro = t('dealerDesk.mail.intro')
  const button = t('dealerDesk.mail.button')
  const validity = t('dealerDesk.mail.validity', { minutes })
  const ignore = t('dealerDesk.mail.ignore')
  const text = [intro, '', code, '', `${button}: ${link}`, '', validity, ignore].join('\n')
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1b2330;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(code)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b5cad;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="color:#4a5568">${escapeHtml(validity)}<br>${escapeHtml(ignore)}</p>
</body></html>`
  return { subject, text, html }
}

function strategy(locale: Locale, services: RequestServices) {
  const here = deskPath(locale, 'sign-in')
  const minutes = env().DEALER_SIGN_IN_MINUTES
  return new TOTPStrategy<string>(
    {
      secret: deskKey('sign-in'),
      magicLinkPath: deskPath(locale, 'verify'),
      totpGeneration: { digits: 6, charSet: '0123456789', period: minutes * 60, maxAttempts: 5 },
      cookieOptions: {
        maxAge: minutes * 60,
        ...(siteOrigin().startsWith('https:') ? { secure: true } : {}),
      },
      customErrors: errors,
      emailSentRedirect: here,
      failureRedirect: here,
      successRedirect: deskPath(locale, 'inbox'),
      async sendTOTP({ email, code, magicLink }) {
        // the link names the public site, whatever host the request reached
        const link = new URL(magicLink)
        const { brand } = await getGlobalSettings(services.cms, locale)
        const mail = signInMail(locale, {
          brand,
          code,
          link: `${siteOrigin()}${link.pathname}${link.search}`,
          minutes,
        })
        await mailDeskSignIn(deskGate(), { email, ...mail })
      },
    },
    async ({ email, request }) => {
      const signed = await actAs(email.trim().toLowerCase())
      // only a staff member's address is ever mailed a code; anything else is a wrong code
      if (!signed) throw new Error(errors.invalidTotp)
      const { session, commit } = await deskSession(request)
      const next = nextPath(session.get('next'), accountLocale(signed.account))
      session.unset('next')
      session.set('email', signed.account.email.toLowerCase())
      session.set('since', Date.now())
      throw redirect(next, { headers: { 'Set-Cookie': await commit(), ...noStore } })
    },
  )
}

/** Runs the strategy; it always answers with a redirect, which is handed on as it is. */
async function authenticate(locale: Locale, services: RequestServices, request: Request) {
  try {
    await strategy(locale, services).authenticate(request)
  } catch (answer) {
    if (answer instanceof Response) {
      answer.headers.set('Cache-Control', 'no-store')
      return answer
    }
    throw answer
  }
  return redirect(deskPath(locale, 'inbox'), { headers: noStore })
}

export async function loadSignIn({ request, params }: LoaderArgs) {
  const locale = requireLocale(params, request)
  const { session, commit } = await deskSession(request)
  const next = new URL(request.url).searchParams.get('next')
  if (session.get('email')) throw redirect(nextPath(next, locale), { headers: noStore })
  const headers: HeadersInit = { ...noStore }
  if (next) {
    session.set('next', nextPath(next, locale))
    Object.assign(headers, { 'Set-Cookie': await commit() })
  }
  const state = signInState(request)
  return data(
    {
      email: state.email ?? null,
      error: state.error ?? null,
      minutes: env().DEALER_SIGN_IN_MINUTES,
    },
    { headers },
  )
}

export type SignInData = Awaited<ReturnType<typeof loadSignIn>>['data']

export async function signInAction({ request, params, context }: LoaderArgs) {
  const locale = requireLocale(params, request)
  const services = servicesOf(context)
  const form = await request.clone().formData()
  if (form.get('restart')) {
    // another address: forget the code that was mailed
    return redirect(deskPath(locale, 'sign-in'), {
      headers: {
        'Set-Cookie': `${TOTP_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
        ...noStore,
      },
    })
  }
  const email = form.get('email')
  if (typeof email === 'string' && email.trim() !== '') {
    const limits = signInLimits()
    for (const verdict of [
      await limits.client.consume(services.client),
      await limits.account.consume(email.trim().toLowerCase()),
    ]) {
      if (!verdict.ok) {
        const seconds = verdict.retryAfterSeconds ?? 60
        return data(
          { rateLimited: Math.max(1, Math.ceil(seconds / 60)) },
          { status: 429, headers: { ...noStore, 'Retry-After': String(seconds) } },
        )
      }
    }
  }
  return authenticate(locale, services, request)
}

/** The mailed link: signs in, or back to the sign-in page with what went wrong. */
export async function verifyLink({ request, params, context }: LoaderArgs) {
  const locale = requireLocale(params, request)
  return authenticate(locale, servicesOf(context), request)
}

export async function signOut({ request, params }: LoaderArgs) {
  const locale = requireLocale(params, request)
  const { session, destroy } = await deskSession(request)
  const email = session.get('email')
  if (email) forget(email)
  return redirect(deskPath(locale, 'sign-in'), {
    headers: { 'Set-Cookie': await destroy(), ...noStore },
  })
}
