import { createHmac, timingSafeEqual } from 'node:crypto'
import { jwtVerify } from 'jose'
import { z } from 'zod'
import { usedTokens } from '#app/shared/security/single-use.server'
import { env, type Env } from '#app/env.server'

/**
 * The editors' draft preview (docs/decisions/017-editor-preview.md). The CMS's preview endpoint
 * posts a token (HS256, `PREVIEW_SECRET`, 60 s) to `/api/preview`; the site answers with this
 * cookie, signed with a key derived from the same secret, and reads drafts while it is valid.
 */
export const PREVIEW_COOKIE = 'lamella_preview'
export const PREVIEW_COOKIE_SECONDS = 60 * 60
export const PREVIEW_TOKEN_SECONDS = 60
const AUDIENCE = 'lamella-preview'

/** What a preview token asks for: an item of a collection (in a language) or a path. */
export type PreviewTarget =
  { kind: 'item'; collection: string; id: string; tag?: string } | { kind: 'path'; path: string }

const sitePath = z.string().regex(/^\/(?![/\\])/)
const claims = z.union([
  z.object({
    collection: z.string().regex(/^[a-z_]+$/),
    id: z.string().min(1),
    tag: z.string().optional(),
  }),
  z.object({ path: sitePath }),
])

/** The target of a valid preview token; undefined when forged, expired or for another use. */
export async function verifyPreviewToken(
  token: string | undefined,
  secret: string | undefined,
): Promise<PreviewTarget | undefined> {
  if (!token || !secret) return undefined
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['exp', 'iat', 'jti'],
      maxTokenAge: PREVIEW_TOKEN_SECONDS,
    })
    const parsed = claims.safeParse(payload)
    if (!parsed.success) return undefined
    // Accepted once: an overheard token cannot open the preview again.
    if (!(await usedTokens().claim('preview', String(payload.jti), payload.exp!))) return undefined
    return 'path' in parsed.data
      ? { kind: 'path', path: parsed.data.path }
      : { kind: 'item', ...parsed.data }
  } catch {
    return undefined
  }
}

/** The cookie's own key: a token can never pass as a cookie, nor a cookie as a token. */
const cookieKey = (secret: string) =>
  createHmac('sha256', secret).update('lamella_preview cookie').digest()

const mac = (secret: string, payload: string) =>
  createHmac('sha256', cookieKey(secret)).update(payload).digest('base64url')

/** `<expiry in s>.<signature>`: nothing but the expiry, which the signature covers. */
export function signPreviewCookie(
  secret: string,
  nowMs = Date.now(),
  seconds = PREVIEW_COOKIE_SECONDS,
): string {
  const expires = String(Math.floor(nowMs / 1000) + seconds)
  return `${expires}.${mac(secret, expires)}`
}

/** Whether a cookie value is one this site signed with `secret` and has not expired. */
export function verifyPreviewCookie(
  value: string | undefined,
  secret: string | undefined,
  nowMs = Date.now(),
): boolean {
  if (!value || !secret) return false
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(value)
  if (!match?.[1] || !match[2]) return false
  const expected = Buffer.from(mac(secret, match[1]))
  const given = Buffer.from(match[2])
  if (!timingSafeEqual(expected, given)) return false
  return Number(match[1]) * 1000 > nowMs
}

/** The preview cookie's value in a `Cookie` header. */
export function previewCookieOf(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === PREVIEW_COOKIE) return value.join('=')
  }
  return undefined
}

/** Whether a request carries a valid preview cookie (`PREVIEW_SECRET` from the env). */
export function isPreviewRequest(
  cookieHeader: string | null | undefined,
  secret = env().PREVIEW_SECRET,
): boolean {
  return verifyPreviewCookie(previewCookieOf(cookieHeader), secret)
}

export function previewCookieHeader(value: string, secure: boolean): string {
  return [
    `${PREVIEW_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${PREVIEW_COOKIE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

export function clearPreviewCookieHeader(secure: boolean): string {
  return [
    `${PREVIEW_COOKIE}=`,
    'Path=/',
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/**
 * Headers of every preview answer: never stored by a shared cache or the browser, never indexed,
 * and framed by the Data Studio (Live Preview, Visual Editor). `X-Frame-Options` would forbid
 * that and is left out; a preview document's own CSP names the CMS in `frame-ancestors`
 * (entry.server), and every other answer keeps the static policy, which frames nothing.
 */
export function previewHeaders(base: readonly (readonly [string, string])[]): [string, string][] {
  return [
    ...base
      .filter(([name]) => name !== 'x-frame-options')
      .map(([name, value]): [string, string] => [name, value]),
    ['cache-control', 'private, no-store'],
    ['x-robots-tag', 'noindex'],
  ]
}

/** The Data Studio's origin, as editors' browsers reach it: `DIRECTUS_PUBLIC_URL`, else `DIRECTUS_URL`. */
export function cmsPublicOrigin(settings: Env = env()): string {
  return new URL(settings.DIRECTUS_PUBLIC_URL ?? settings.DIRECTUS_URL).origin
}
