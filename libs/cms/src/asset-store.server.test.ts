// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CmsBusyError } from './asset-gate.server.ts'
import { etagOf, openAssetStore, type AssetStore, type VariantKey } from './asset-store.server.ts'
import { createCmsClient } from './client.server.ts'
import { directusError, startStubServer, type StubServer } from './testing/stub-server.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'asset-store-test-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

const id = '0b6c6a3e-6a43-4c4e-9a55-0d3f1f0c2a11'
const other = '5e0f1d2c-1111-4a2b-8c3d-4e5f6a7b8c9d'
const key = (width = 320, file = id): VariantKey => ({
  id: file,
  width,
  format: 'webp',
  quality: 78,
})

function asset(text: string, contentType = 'image/webp') {
  const body = new Uint8Array(new TextEncoder().encode(text))
  return { body, contentType, etag: etagOf(body) }
}

const text = (body: Uint8Array | undefined) => (body ? new TextDecoder().decode(body) : undefined)
/** The files the store keeps for `file`, by name. */
const onDisk = (file = id) => (existsSync(join(dir, file)) ? readdirSync(join(dir, file)) : [])

function open(options: Partial<Parameters<typeof openAssetStore>[0]> = {}): AssetStore {
  return openAssetStore({ dir, maxBytes: 1024 * 1024, onError: () => undefined, ...options })
}

describe('the picture store', () => {
  it('keeps a variant on disk and serves its bytes, type and validator', async () => {
    const store = open()
    const picture = asset('WEBP-320')
    await store.write(key(), picture, store.generation(id))
    const read = await store.read(key())
    expect(text(read?.body)).toBe('WEBP-320')
    expect(read).toMatchObject({ contentType: 'image/webp', etag: picture.etag })
    expect(onDisk()).toEqual([`320-webp-78-${picture.etag.slice(1, -1)}.webp`])
    await expect(store.read(key(640))).resolves.toBeUndefined()
  })

  it('finds what an earlier run kept, and clears what a crash left half written', async () => {
    const first = open()
    await first.write(key(), asset('kept'), 0)
    writeFileSync(join(dir, id, '.tmp-0123456789ab'), 'half')
    writeFileSync(join(dir, id, 'notes.txt'), 'not a variant')
    const second = open()
    await second.ready
    expect(text((await second.read(key()))?.body)).toBe('kept')
    expect(second.size).toBe(1)
    expect(onDisk()).not.toContain('.tmp-0123456789ab')
  })

  it('stays within its bound, dropping the least recently served variant from disk', async () => {
    const store = open({ maxBytes: 250 })
    await store.write(key(320), asset('a'.repeat(100)), 0)
    await store.write(key(640), asset('b'.repeat(100)), 0)
    await store.read(key(320))
    await store.write(key(960), asset('c'.repeat(100)), 0)
    expect(store.bytes).toBeLessThanOrEqual(250)
    await expect(store.read(key(640))).resolves.toBeUndefined()
    expect(text((await store.read(key(320)))?.body)).toBe('a'.repeat(100))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(
      onDisk()
        .map((name) => name.split('-')[0])
        .sort(),
    ).toEqual(['320', '960'])
  })

  it('keeps nothing larger than its bound', async () => {
    const store = open({ maxBytes: 10 })
    await store.write(key(), asset('x'.repeat(50)), 0)
    expect(store.size).toBe(0)
    expect(onDisk()).toEqual([])
  })

  it('replaces a variant whose bytes changed, leaving one file', async () => {
    const store = open()
    await store.write(key(), asset('old'), 0)
    await store.write(key(), asset('new'), 0)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(text((await store.read(key()))?.body)).toBe('new')
    expect(onDisk()).toHaveLength(1)
  })

  it('drops every variant of one file, and only of that file', async () => {
    const store = open()
    await store.write(key(320), asset('a'), 0)
    await store.write(key(640), asset('b'), 0)
    await store.write(key(320, other), asset('c'), 0)
    await store.drop(id)
    await expect(store.read(key(320))).resolves.toBeUndefined()
    await expect(store.read(key(640))).resolves.toBeUndefined()
    expect(existsSync(join(dir, id))).toBe(false)
    expect(text((await store.read(key(320, other)))?.body)).toBe('c')
  })

  it('does not keep a variant asked for before its file was dropped', async () => {
    const store = open()
    const before = store.generation(id)
    await store.drop(id)
    await store.write(key(), asset('outdated'), before)
    await expect(store.read(key())).resolves.toBeUndefined()
    expect(onDisk()).toEqual([])
  })

  it('drops the variants written before a time, keeping later ones', async () => {
    const clock = { now: 1_000 }
    const store = open({ now: () => clock.now })
    await store.write(key(320), asset('early'), 0)
    clock.now = 5_000
    await store.write(key(640), asset('late'), 0)
    await store.dropOlderThan(id, 3_000)
    await expect(store.read(key(320))).resolves.toBeUndefined()
    expect(text((await store.read(key(640)))?.body)).toBe('late')
  })

  it('writes nothing for an id that could leave its directory, or a type it does not know', async () => {
    const store = open()
    await store.write(key(320, '../escape'), asset('x'), 0)
    await store.write(key(320, 'a/b'), asset('x'), 0)
    await store.write(key(), asset('x', 'text/html'), 0)
    expect(store.size).toBe(0)
    expect(readdirSync(dir)).toEqual([])
  })

  it('answers nothing for a variant removed behind its back', async () => {
    const store = open()
    await store.write(key(), asset('gone'), 0)
    rmSync(join(dir, id), { recursive: true })
    await expect(store.read(key())).resolves.toBeUndefined()
    expect(store.size).toBe(0)
  })

  it('says when a file is due for a check with the CMS', () => {
    const clock = { now: 0 }
    const store = open({ now: () => clock.now, recheckMs: 1_000 })
    expect(store.due(id)).toBe(true)
    store.checked(id)
    expect(store.due(id)).toBe(false)
    clock.now = 999
    expect(store.due(id)).toBe(false)
    clock.now = 1_000
    expect(store.due(id)).toBe(true)
    store.checked(id)
    store.recheckAll()
    expect(store.due(id)).toBe(true)
  })

  it('does without its directory when it cannot make it', async () => {
    const file = join(dir, 'a-file')
    writeFileSync(file, '')
    const errors: string[] = []
    const store = openAssetStore({
      dir: join(file, 'store'),
      maxBytes: 1024,
      onError: (message) => errors.push(message),
    })
    await store.write(key(), asset('x'), 0)
    await expect(store.read(key())).resolves.toBeUndefined()
    expect(errors.length).toBeGreaterThan(0)
  })
})

describe('readAsset with a picture store', () => {
  let server: StubServer
  /** Directus' answers: a picture per transform, and the file's metadata. */
  let files: { status: number; modified_on: string | null }
  beforeAll(async () => {
    server = await startStubServer()
  })
  afterAll(() => server.close())
  beforeEach(() => {
    files = { status: 200, modified_on: null }
    server.requests.length = 0
    server.setHandler((request) => {
      if (request.url.pathname.startsWith('/files/')) {
        return files.status === 200
          ? { body: { data: { modified_on: files.modified_on } } }
          : directusError(files.status, 'FORBIDDEN', 'no')
      }
      const width = request.url.searchParams.get('width')
      return { raw: `WEBP-${width}`, headers: { 'content-type': 'image/webp' } }
    })
  })

  const client = (options: Parameters<typeof createCmsClient>[0] | object = {}) =>
    createCmsClient({
      url: server.url,
      token: 'reader',
      cacheTtlMs: 60_000,
      assetStore: open(),
      ...options,
    })
  const assetsAsked = () => server.requests.filter((r) => r.url.pathname.startsWith('/assets/'))
  const filesAsked = () => server.requests.filter((r) => r.url.pathname.startsWith('/files/'))
  /** Lets background work (a file check) finish. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

  it('asks the CMS once for a variant: then memory, and after a restart the store answers', async () => {
    const first = client()
    const made = await first.readAsset(id, { width: 320, format: 'webp' })
    expect(made).toMatchObject({ source: 'cms', contentType: 'image/webp' })
    const again = await first.readAsset(id, { width: 320, format: 'webp' })
    expect(again?.source).toBe('memory')
    expect(assetsAsked()).toHaveLength(1)

    // a new process: an empty memory, the same directory
    const restarted = client()
    const stored = await restarted.readAsset(id, { width: 320, format: 'webp' })
    expect(stored?.source).toBe('store')
    expect(text(stored?.body)).toBe('WEBP-320')
    expect(stored?.etag).toBe(made?.etag)
    expect(assetsAsked()).toHaveLength(1)
    // and the CMS is asked, once, in the background, whether the file still may be shown
    await settle()
    expect(filesAsked().map((r) => r.url.pathname)).toEqual([`/files/${id}`])
  })

  it('serves from the store while the CMS is down', async () => {
    await client().readAsset(id, { width: 640, format: 'webp' })
    server.setHandler(() => ({ status: 503, raw: 'down' }))
    const stored = await client().readAsset(id, { width: 640, format: 'webp' })
    expect(text(stored?.body)).toBe('WEBP-640')
  })

  it('a purge of the file drops its variants: the next read asks the CMS again', async () => {
    const cms = client()
    await cms.readAsset(id, { width: 320, format: 'webp' })
    cms.assetCache.invalidate([`file:${id}`])
    await settle()
    expect(onDisk()).toEqual([])
    await expect(cms.readAsset(id, { width: 320, format: 'webp' })).resolves.toMatchObject({
      source: 'cms',
    })
    expect(assetsAsked()).toHaveLength(2)
  })

  it('a file the reader may no longer read loses its variants at its check', async () => {
    await client().readAsset(id, { width: 320, format: 'webp' })
    files.status = 403
    await client().readAsset(id, { width: 320, format: 'webp' })
    await settle()
    expect(onDisk()).toEqual([])
  })

  it('a file changed since its variants were made loses them at its check', async () => {
    await client().readAsset(id, { width: 320, format: 'webp' })
    files.modified_on = new Date(Date.now() + 60_000).toISOString()
    await client().readAsset(id, { width: 320, format: 'webp' })
    await settle()
    expect(onDisk()).toEqual([])
    files.modified_on = new Date(Date.now() - 60_000).toISOString()
    await client().readAsset(id, { width: 320, format: 'webp' })
    await client().readAsset(id, { width: 320, format: 'webp' })
    await settle()
    expect(onDisk()).toHaveLength(1)
  })

  it('keeps nothing for a file the CMS does not show', async () => {
    files.status = 403
    server.setHandler(() => directusError(403, 'FORBIDDEN', 'no'))
    await expect(client().readAsset(id, { width: 320, format: 'webp' })).resolves.toBeNull()
    expect(readdirSync(dir)).toEqual([])
  })

  it('an editor’s preview never writes to the store', async () => {
    const preview = client({ drafts: true })
    await expect(preview.readAsset(id, { width: 320, format: 'webp' })).resolves.toMatchObject({
      source: 'cms',
    })
    expect(readdirSync(dir)).toEqual([])
  })

  it('refuses as busy what finds no place, with a delay to come back after', async () => {
    server.setHandler(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30))
      return { raw: 'WEBP', headers: { 'content-type': 'image/webp' } }
    })
    const cms = client({ assetConcurrency: 1, assetQueue: 1 })
    const outcomes = await Promise.all(
      [320, 640, 960].map((width) =>
        cms.readAsset(id, { width, format: 'webp' }).then(
          () => 'served',
          (error: unknown) =>
            error instanceof CmsBusyError ? `busy ${error.retryAfterSeconds}` : 'failed',
        ),
      ),
    )
    expect(outcomes).toEqual(['served', 'served', 'busy 5'])
    // once made, a variant is served whatever the gate is doing
    await expect(cms.readAsset(id, { width: 320, format: 'webp' })).resolves.toMatchObject({
      source: 'memory',
    })
  })
})
