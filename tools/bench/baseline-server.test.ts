import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { createReplayServer, replayHeaders } from './baseline-server.ts'
import { getRaw, header } from '../shared/http.ts'

const body = brotliCompressSync('<!doctype html><title>Lamella</title>')
const server = createReplayServer({
  '/en': {
    status: 200,
    headers: [
      ['Content-Type', 'text/html; charset=utf-8'],
      ['Content-Encoding', 'br'],
      ['Transfer-Encoding', 'chunked'],
      ['Date', 'Sun, 22 Nov 2026 21:54:25 GMT'],
      ['set-cookie', 'a=1'],
      ['set-cookie', 'b=2'],
      ['X-Cache', 'HIT'],
    ],
    body: body.toString('base64'),
  },
})

afterEach(() => {
  server.close()
})

describe('replayHeaders', () => {
  it('drops framing and Date and sets a Content-Length', () => {
    expect(
      replayHeaders(
        [
          ['Vary', 'Accept-Encoding'],
          ['Connection', 'keep-alive'],
          ['content-length', '99'],
        ],
        42,
      ),
    ).toEqual(['Vary', 'Accept-Encoding', 'Content-Length', '42'])
  })
})

describe('createReplayServer', () => {
  it('answers with the recorded status, headers and bytes, and 404 elsewhere', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const page = await getRaw(`${url}/en`)
    expect(page.status).toBe(200)
    expect(page.body.equals(body)).toBe(true)
    expect(header(page, 'content-encoding')).toBe('br')
    expect(header(page, 'content-length')).toBe(String(body.length))
    expect(header(page, 'x-cache')).toBe('HIT')
    expect(page.headers.filter(([name]) => name === 'set-cookie').map(([, v]) => v)).toEqual([
      'a=1',
      'b=2',
    ])
    const status = await new Promise((resolve) =>
      request(`${url}/fr`, (res) => resolve(res.resume().statusCode)).end(),
    )
    expect(status).toBe(404)
  })
})
