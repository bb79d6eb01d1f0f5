import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { LRUCache } from 'lru-cache'

/** A transformed picture as the site serves it: its bytes, their type and a validator. */
export interface StoredAsset {
  body: Uint8Array<ArrayBuffer>
  contentType: string
  /** a strong validator of the bytes (a quoted hash) */
  etag: string
}

/** Which variant of which file: the parameters of one transform. */
export interface VariantKey {
  id: string
  width: number
  format: string
  quality: number
}

export interface AssetStoreOptions {
  /** the directory of the variants (created if missing); one sub-directory per file */
  dir: string
  /** bound on the bytes kept; the least recently served variants go first */
  maxBytes: number
  /** how long a file's variants are served before the CMS is asked whether the file changed */
  recheckMs?: number
  /** Told when the store cannot read or write its directory (the store then does without). */
  onError?: (message: string, error: unknown) => void
  now?: () => number
}

export interface AssetStore {
  readonly dir: string
  /**
   * Resolves once the variants already on disk are indexed; the directory is made and read on
   * the first use of the store, not when it is opened.
   */
  readonly ready: Promise<void>
  /** The variant kept for `key`, or undefined (also when its file went missing). */
  read(key: VariantKey): Promise<StoredAsset | undefined>
  /**
   * Keeps a variant on disk (written whole, then renamed into place). `generation` is what
   * `generation(key.id)` was before the variant was asked for: a variant asked for before its
   * file was dropped is not kept.
   */
  write(key: VariantKey, asset: StoredAsset, generation: number): Promise<void>
  /** A counter of `drop` calls for this file. */
  generation(id: string): number
  /** Drops every variant of a file (it changed, or may no longer be shown). */
  drop(id: string): Promise<void>
  /** Drops the variants of a file written before `time` (ms since the epoch). */
  dropOlderThan(id: string, time: number): Promise<void>
  /** Whether the file's variants are due for a check with the CMS (never checked, or long ago). */
  due(id: string): boolean
  /** Records that the file was checked now. */
  checked(id: string): void
  /** Marks every file due for a check. */
  recheckAll(): void
  readonly size: number
  readonly bytes: number
}

interface Entry {
  path: string
  size: number
  etag: string
  contentType: string
  /** when the variant was written, ms since the epoch */
  storedAt: number
}

/** The types a variant may have, and the file extension each is kept under. */
const extensions: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/avif': 'avif',
}
const types = Object.fromEntries(Object.entries(extensions).map(([type, ext]) => [ext, type]))

/** What may name a file's directory: Directus' ids are UUIDs; nothing else reaches the disk. */
const safeId = /^[A-Za-z0-9-]{1,64}$/
/** `<width>-<format>-<quality>-<hash>.<extension>`; the hash is the ETag's content. */
const variantName = /^(\d{1,5})-([a-z]{2,5})-(\d{1,3})-([A-Za-z0-9_-]{16,64})\.([a-z]{2,5})$/

const keyOf = ({ id, width, format, quality }: VariantKey) => `${id}:${width}:${format}:${quality}`

/** The ETag of some bytes: the quoted base64url SHA-1, the same for the same bytes everywhere. */
export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`
}

/**
 * The site's own copy of every picture variant it got from the CMS (ADR 047): a directory on
 * local disk, bounded in bytes, least recently served first out. A variant is transformed by
 * Directus once and then served from here, across restarts, without Directus' CPU; a file's
 * variants go when the purge says the file changed, and when a periodic check finds it changed
 * or no longer readable. The index lives in memory (lru-cache), rebuilt from the file names at
 * start: each name carries the variant's parameters and the hash of its bytes, so no sidecar file
 * can fall out of step with the bytes.
 */
export function openAssetStore({
  dir,
  maxBytes,
  recheckMs = 60 * 60 * 1000,
  onError = (message, error) => console.error(`picture store: ${message}`, error),
  now = Date.now,
}: AssetStoreOptions): AssetStore {
  const byFile = new Map<string, Set<string>>()
  const generations = new Map<string, number>()
  const checkedAt = new Map<string, number>()
  let checkedSince = 0

  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.size),
    dispose: (entry, key, reason) => {
      // a replaced variant is handled by `index`, which knows whether the path stays
      if (reason === 'set') return
      const id = key.slice(0, key.indexOf(':'))
      const keys = byFile.get(id)
      keys?.delete(key)
      if (keys?.size === 0) byFile.delete(id)
      unlink(entry.path).catch(() => undefined)
    },
  })

  function index(key: VariantKey, entry: Entry) {
    const name = keyOf(key)
    const replaced = entries.peek(name)
    entries.set(name, entry)
    if (replaced && replaced.path !== entry.path) unlink(replaced.path).catch(() => undefined)
    // a variant larger than the whole store is refused by the cache (and removed by `dispose`)
    if (!entries.has(name)) return
    let keys = byFile.get(key.id)
    if (!keys) byFile.set(key.id, (keys = new Set()))
    keys.add(name)
  }

  async function scan() {
    await mkdir(dir, { recursive: true })
    const found: { key: VariantKey; entry: Entry }[] = []
    for (const id of await readdir(dir)) {
      if (!safeId.test(id)) continue
      let names: string[]
      try {
        names = await readdir(join(dir, id))
      } catch {
        continue
      }
      for (const name of names) {
        const path = join(dir, id, name)
        // a write that a crash interrupted
        if (name.startsWith('.tmp-')) {
          await unlink(path).catch(() => undefined)
          continue
        }
        const match = variantName.exec(name)
        const contentType = match && types[match[5]!]
        if (!match || !contentType) continue
        const info = await stat(path).catch(() => undefined)
        if (!info?.isFile()) continue
        found.push({
          key: { id, width: Number(match[1]), format: match[2]!, quality: Number(match[3]) },
          entry: {
            path,
            size: info.size,
            etag: `"${match[4]}"`,
            contentType,
            storedAt: info.mtimeMs,
          },
        })
      }
    }
    // oldest first, so that the newest are the most recently used
    found.sort((a, b) => a.entry.storedAt - b.entry.storedAt)
    for (const { key, entry } of found) index(key, entry)
  }

  let scanning: Promise<void> | undefined
  const indexed = () =>
    (scanning ??= scan().catch((error: unknown) => onError(`cannot index ${dir}`, error)))

  async function dropKeys(id: string, keep: (entry: Entry) => boolean = () => false) {
    for (const key of [...(byFile.get(id) ?? [])]) {
      const entry = entries.peek(key)
      if (!entry || !keep(entry)) entries.delete(key)
    }
  }

  return {
    dir,
    get ready() {
      return indexed()
    },
    async read(key) {
      await indexed()
      const name = keyOf(key)
      const entry = entries.get(name)
      if (!entry) return undefined
      try {
        const data = await readFile(entry.path)
        const body = new Uint8Array(new ArrayBuffer(data.byteLength))
        body.set(data)
        return { body, contentType: entry.contentType, etag: entry.etag }
      } catch {
        // removed behind our back (by hand, or by another process sharing the directory)
        if (entries.peek(name) === entry) entries.delete(name)
        return undefined
      }
    },
    async write(key, asset, generation) {
      await indexed()
      const ext = extensions[asset.contentType]
      const hash = /^"([A-Za-z0-9_-]{16,64})"$/.exec(asset.etag)?.[1]
      if (!safeId.test(key.id) || !ext || !hash || asset.body.byteLength > maxBytes) return
      const folder = join(dir, key.id)
      const path = join(folder, `${key.width}-${key.format}-${key.quality}-${hash}.${ext}`)
      const temporary = join(folder, `.tmp-${randomBytes(6).toString('hex')}`)
      try {
        await mkdir(folder, { recursive: true })
        await writeFile(temporary, asset.body)
        if ((generations.get(key.id) ?? 0) !== generation) {
          await unlink(temporary)
          return
        }
        await rename(temporary, path)
      } catch (error) {
        await unlink(temporary).catch(() => undefined)
        // a drop of the file's directory meanwhile is no failure
        if ((generations.get(key.id) ?? 0) === generation) {
          onError(`cannot keep a variant of ${key.id}`, error)
        }
        return
      }
      // a variant of a file that was dropped meanwhile stays out
      if ((generations.get(key.id) ?? 0) !== generation) {
        await unlink(path).catch(() => undefined)
        return
      }
      index(key, {
        path,
        size: asset.body.byteLength,
        etag: asset.etag,
        contentType: asset.contentType,
        storedAt: now(),
      })
    },
    generation: (id) => generations.get(id) ?? 0,
    async drop(id) {
      await indexed()
      generations.set(id, (generations.get(id) ?? 0) + 1)
      await dropKeys(id)
      if (safeId.test(id)) {
        await rm(join(dir, id), { recursive: true, force: true }).catch(() => undefined)
      }
    },
    async dropOlderThan(id, time) {
      await indexed()
      generations.set(id, (generations.get(id) ?? 0) + 1)
      await dropKeys(id, (entry) => entry.storedAt >= time)
    },
    due(id) {
      const at = checkedAt.get(id)
      return at === undefined || at < checkedSince || now() - at >= recheckMs
    },
    checked(id) {
      checkedAt.set(id, now())
    },
    recheckAll() {
      checkedSince = now() + 1
    },
    get size() {
      return entries.size
    },
    get bytes() {
      return entries.calculatedSize
    },
  }
}
