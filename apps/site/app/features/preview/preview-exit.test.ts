// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { action } from './preview-exit'
import { loader as start } from './preview-start'

const site = 'https://www.lamella.example'

function exit(path: string, headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' }) {
  const request = new Request(`${site}/api/preview/exit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ path }).toString(),
  })
  return action({ request, params: {}, context: {} } as Parameters<typeof action>[0])
}

describe('POST /api/preview/exit', () => {
  it('goes back to a path of the site, and ends the preview', async () => {
    const answer = await exit('/nl/over-ons')
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/nl/over-ons')
    expect(answer.headers.get('set-cookie')).toMatch(/lamella_preview=;/)
  })

  it.each([
    '/%09/evil.example',
    '/\t/evil.example',
    '/%0a/x',
    '/\n/x',
    '/\\evil.example',
    '//evil.example',
  ])('%j leads home, never off the site and never to an error', async (path) => {
    const answer = await exit(path)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/')
  })

  it('refuses a post from another site', async () => {
    const answer = await exit('/nl', { 'Sec-Fetch-Site': 'cross-site' })
    expect(answer.status).toBe(403)
    expect(answer.headers.get('set-cookie')).toBeNull()
    const foreign = await exit('/nl', { Origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
  })
})

describe('GET /api/preview/start', () => {
  it.each(['/%09/evil.example', '/\\evil.example', '//evil.example'])(
    'sends %j through the CMS to the home page, not off the site',
    (path) => {
      const request = new Request(`${site}/api/preview/start?path=${encodeURIComponent(path)}`)
      const answer = start({ request, params: {}, context: {} } as Parameters<typeof start>[0])
      expect(decodeURIComponent(answer.headers.get('location') ?? '')).toMatch(/to=\/$/)
    },
  )
})
