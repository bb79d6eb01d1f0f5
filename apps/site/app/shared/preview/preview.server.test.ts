// @vitest-environment node
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  PREVIEW_COOKIE_SECONDS,
  clearPreviewCookieHeader,
  isPreviewRequest,
  previewCookieHeader,
  previewHeaders,
  signPreviewCookie,
  verifyPreviewCookie,
  verifyPreviewToken,
} from './preview.server'

const secret = 'the-preview-secret-shared-with-the-cms'
const now = Math.floor(Date.now() / 1000)

function token(
  claims: Record<string, unknown>,
  { key = secret, iat = now, exp = now + 60 }: { key?: string; iat?: number; exp?: number } = {},
) {
  return new SignJWT({ aud: 'lamella-preview', jti: crypto.randomUUID(), ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(key))
}

describe('preview tokens', () => {
  it('accepts a token once: a replay, or a token without an id, opens nothing', async () => {
    const once = await token({ path: '/nl' })
    await expect(verifyPreviewToken(once, secret)).resolves.toEqual({ kind: 'path', path: '/nl' })
    await expect(verifyPreviewToken(once, secret)).resolves.toBeUndefined()
    const anonymous = await token({ path: '/nl', jti: undefined })
    await expect(verifyPreviewToken(anonymous, secret)).resolves.toBeUndefined()
  })

  it('reads an item or a path from a fresh token signed with the shared secret', async () => {
    await expect(
      verifyPreviewToken(await token({ collection: 'pages', id: '6', tag: 'en-US' }), secret),
    ).resolves.toEqual({ kind: 'item', collection: 'pages', id: '6', tag: 'en-US' })
    await expect(verifyPreviewToken(await token({ path: '/nl/blog' }), secret)).resolves.toEqual({
      kind: 'path',
      path: '/nl/blog',
    })
  })

  it('refuses a token signed with another secret', async () => {
    const forged = await token({ path: '/nl' }, { key: 'a guess' })
    await expect(verifyPreviewToken(forged, secret)).resolves.toBeUndefined()
  })

  it('refuses a token once it has expired, or that claims to live longer than a minute', async () => {
    const expired = await token({ path: '/nl' }, { iat: now - 120, exp: now - 60 })
    await expect(verifyPreviewToken(expired, secret)).resolves.toBeUndefined()
    const old = await token({ path: '/nl' }, { iat: now - 300, exp: now + 3600 })
    await expect(verifyPreviewToken(old, secret)).resolves.toBeUndefined()
  })

  it('refuses a tampered token: its claims changed after signing', async () => {
    const [header, , signature] = (await token({ path: '/nl' })).split('.')
    const claims = Buffer.from(
      JSON.stringify({ aud: 'lamella-preview', path: '/admin', iat: now, exp: now + 60 }),
    ).toString('base64url')
    await expect(
      verifyPreviewToken(`${header}.${claims}.${signature}`, secret),
    ).resolves.toBeUndefined()
  })

  it('refuses tokens for another audience, for another origin, or without a secret', async () => {
    await expect(
      verifyPreviewToken(await token({ path: '/nl', aud: 'purge' }), secret),
    ).resolves.toBeUndefined()
    await expect(
      verifyPreviewToken(await token({ path: '//evil.example/' }), secret),
    ).resolves.toBeUndefined()
    await expect(verifyPreviewToken(await token({ path: '/nl' }), undefined)).resolves.toBe(
      undefined,
    )
    await expect(verifyPreviewToken(undefined, secret)).resolves.toBeUndefined()
  })
})

describe('the preview cookie', () => {
  it('is valid until it expires, an hour after it is made', () => {
    const issued = Date.UTC(2026, 10, 23, 1, 0, 0)
    const value = signPreviewCookie(secret, issued)
    expect(verifyPreviewCookie(value, secret, issued)).toBe(true)
    expect(verifyPreviewCookie(value, secret, issued + (PREVIEW_COOKIE_SECONDS - 1) * 1000)).toBe(
      true,
    )
    expect(verifyPreviewCookie(value, secret, issued + PREVIEW_COOKIE_SECONDS * 1000)).toBe(false)
  })

  it('is refused with another secret, and when its expiry or signature is changed', () => {
    const value = signPreviewCookie(secret)
    const [expires, signature] = value.split('.') as [string, string]
    expect(verifyPreviewCookie(value, 'another secret')).toBe(false)
    expect(verifyPreviewCookie(`${Number(expires) + 86_400}.${signature}`, secret)).toBe(false)
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    expect(verifyPreviewCookie(`${expires}.${flipped}`, secret)).toBe(false)
    expect(verifyPreviewCookie('1', secret)).toBe(false)
    expect(verifyPreviewCookie(value, undefined)).toBe(false)
  })

  it('is not the token: a preview token does not pass as a cookie', async () => {
    expect(verifyPreviewCookie(await token({ path: '/nl' }), secret)).toBe(false)
  })

  it('is found among other cookies of a request', () => {
    const value = signPreviewCookie(secret)
    expect(isPreviewRequest(`lamella_locale=nl; lamella_preview=${value}; x=1`, secret)).toBe(true)
    expect(isPreviewRequest('lamella_locale=nl', secret)).toBe(false)
    expect(isPreviewRequest(undefined, secret)).toBe(false)
  })

  it('is HttpOnly, SameSite=Lax, for the whole site, an hour long, Secure on https', () => {
    expect(previewCookieHeader('v', false)).toBe(
      'lamella_preview=v; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax',
    )
    expect(previewCookieHeader('v', true)).toMatch(/; Secure$/)
    expect(clearPreviewCookieHeader(false)).toBe(
      'lamella_preview=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    )
  })
})

describe('the headers of a preview answer', () => {
  const base: [string, string][] = [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-frame-options', 'SAMEORIGIN'],
    ['x-content-type-options', 'nosniff'],
  ]

  it('may be framed (the document names the CMS in its CSP); nothing stores or indexes it', () => {
    const headers = new Map(previewHeaders(base))
    expect(headers.get('content-security-policy')).toBe(base[0]?.[1])
    expect(headers.has('x-frame-options')).toBe(false)
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('cache-control')).toBe('private, no-store')
    expect(headers.get('x-robots-tag')).toBe('noindex')
  })
})
