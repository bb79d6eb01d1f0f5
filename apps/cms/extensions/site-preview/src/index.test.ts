import { jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import extension, { signPreviewToken, type PreviewRequest, type PreviewResponse } from './index.ts'

const secret = 'the-preview-secret'
const site = 'https://www.lamella.example'

type Handler = (req: PreviewRequest, res: PreviewResponse) => Promise<void>

/** The endpoint with Directus' parts replaced: an item store the editor may or may not read. */
function endpoint(items: Record<string, Record<string, unknown>>, editorLanguage = 'de-DE') {
  const routes = new Map<string, Handler>()
  extension.handler(
    { get: (path: string, handler: Handler) => void routes.set(path, handler) },
    {
      services: {
        ItemsService: class {
          constructor(readonly collection: string) {}
          async readOne(key: string) {
            const item = items[`${this.collection}/${key}`]
            if (!item) throw new Error('FORBIDDEN')
            return item
          }
        },
      },
      env: { PREVIEW_SECRET: secret, SITE_PUBLIC_URL: site },
      database: () => ({
        select: () => ({ where: () => ({ first: async () => ({ language: editorLanguage }) }) }),
      }),
      logger: { warn() {} },
    },
  )
  return async (path: string, params: Record<string, string>, query = {}, user?: string) => {
    const answer = { status: 200, headers: {} as Record<string, string>, body: '' }
    const res: PreviewResponse = {
      status(code: number) {
        answer.status = code
        return res
      },
      set(headers: Record<string, string>) {
        Object.assign(answer.headers, headers)
        return res
      },
      send(body: string) {
        answer.body = body
      },
    }
    await routes.get(path)!(
      { params, query, accountability: user ? { user } : null, schema: {} },
      res,
    )
    return answer
  }
}

const translations = ['nl-BE', 'en-US', 'de-DE'].map((languages_code) => ({ languages_code }))
const items = { 'pages/6': { id: 6, translations } }

async function tokenOf(body: string) {
  const token = /name="token" value="([^"]+)"/.exec(body)?.[1]
  const { payload } = await jwtVerify(token ?? '', new TextEncoder().encode(secret), {
    audience: 'lamella-preview',
  })
  return payload
}

describe('the preview endpoint', () => {
  it('answers a signed-in editor with a page that posts a 60 s token to the site', async () => {
    const answer = await endpoint(items)(
      '/:collection/:id',
      { collection: 'pages', id: '6' },
      {},
      'editor-1',
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toContain(`<form method="post" action="${site}/api/preview">`)
    expect(answer.headers['Cache-Control']).toBe('no-store')
    expect(answer.headers['Content-Security-Policy']).toContain(`form-action ${site}`)
    const claims = await tokenOf(answer.body)
    expect(claims).toMatchObject({ sub: 'editor-1', collection: 'pages', id: '6', tag: 'de-DE' })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(60)
  })

  it('takes the language Directus asks for when the item has it', async () => {
    const answer = await endpoint(items)(
      '/:collection/:id',
      { collection: 'pages', id: '6' },
      { lang: 'en-US' },
      'editor-1',
    )
    expect((await tokenOf(answer.body)).tag).toBe('en-US')
  })

  it('gives no token without a Directus session, for an item the editor may not read, or for another collection', async () => {
    const call = endpoint(items)
    const anonymous = await call('/:collection/:id', { collection: 'pages', id: '6' })
    const unreadable = await call('/:collection/:id', { collection: 'pages', id: '7' }, {}, 'e')
    const other = await call('/:collection/:id', { collection: 'quote_requests', id: '1' }, {}, 'e')
    expect([anonymous.status, unreadable.status, other.status]).toEqual([401, 403, 404])
    for (const answer of [anonymous, unreadable, other]) expect(answer.body).not.toContain('token')
  })

  it('leads to paths of the site only', async () => {
    const call = endpoint(items)
    const path = await call('/path', {}, { to: '/nl/blog' }, 'editor-1')
    expect(await tokenOf(path.body)).toMatchObject({ path: '/nl/blog' })
    expect((await call('/path', {}, { to: '//evil.example/' }, 'editor-1')).status).toBe(400)
  })

  it('signs what the site verifies, and nothing else does', async () => {
    const token = signPreviewToken({ aud: 'lamella-preview', path: '/' }, secret)
    await expect(jwtVerify(token, new TextEncoder().encode('another secret'))).rejects.toThrow()
  })
})
