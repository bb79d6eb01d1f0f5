// @vitest-environment node
import { setTimeout as sleep } from 'node:timers/promises'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  pagesWaitingToCompress,
  pickEncoding,
  precompressLater,
  type Compressible,
} from './compression.server'

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected)
  })
})

describe('precompressLater', () => {
  it('makes both best encodings once, and queues nothing for a page that has them', async () => {
    const page: Compressible = { identity: Buffer.from('<p>pool cover</p>'.repeat(200)) }
    precompressLater(page)
    for (let tries = 0; tries < 100 && !page.gzip; tries++) await sleep(10)
    expect(brotliDecompressSync(page.br!).equals(page.identity)).toBe(true)
    expect(gunzipSync(page.gzip!).equals(page.identity)).toBe(true)
    // a refreshed page that took over these encodings: made again, they would be new buffers
    const refreshed = { ...page }
    precompressLater(refreshed)
    await sleep(100)
    expect(refreshed.br).toBe(page.br)
    expect(refreshed.gzip).toBe(page.gzip)
    expect(pagesWaitingToCompress()).toBe(0)
  })
})
