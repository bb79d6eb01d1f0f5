// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { action, loader } from './locale'

const site = 'https://www.lamella.example'

function remember(
  locale: string,
  headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' },
) {
  const request = new Request(`${site}/api/locale`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ locale }).toString(),
  })
  return action({ request, params: {}, context: {} } as Parameters<typeof action>[0])
}

describe('POST /api/locale', () => {
  it('stores the language in a cookie the page can overwrite later, over HTTPS only', async () => {
    const answer = await remember('fr')
    expect(answer.status).toBe(204)
    const cookie = answer.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^lamella_locale=fr; Max-Age=31536000; Path=\/;/)
    expect(cookie).toMatch(/SameSite=Lax; Secure$/)
    expect(cookie).not.toMatch(/HttpOnly/i)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('refuses a language the site does not speak', async () => {
    const answer = await remember('it')
    expect(answer.status).toBe(400)
    expect(answer.headers.get('set-cookie')).toBeNull()
  })

  it('refuses a post from another site', async () => {
    expect((await remember('en', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    const foreign = await remember('en', { Origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('set-cookie')).toBeNull()
  })

  it('answers a GET with 405', () => {
    expect(loader().status).toBe(405)
  })
})
