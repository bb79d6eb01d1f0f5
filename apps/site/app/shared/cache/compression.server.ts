/**
 * How the page cache compresses what it sends: the encoding a request accepts, a quick encoding
 * for an answer that is not kept, and both best encodings of a stored page, made in the
 * background.
 */
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip, type BrotliOptions } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** An answer's bytes, and its best encodings once they are made. */
export interface Compressible {
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
}

/** br, gzip or none, honouring `q=0`; brotli first, as every current browser reads it. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined
  const accepted = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1)
  }
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (allowed('br')) return 'br'
  if (allowed('gzip')) return 'gzip'
  return undefined
}

function brotliAt(quality: number, input: Buffer, options: BrotliOptions = {}) {
  return brotli(input, {
    ...options,
    params: {
      ...options.params,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  })
}

/**
 * The quick encodings, for answers that are not kept (a page rendered for one visitor, a miss
 * until its best encodings are made): brotli 1 and gzip 1, a 256 kB window (a page is 100-200 kB;
 * the default 4 MB window costs setup time for nothing) and one 64 kB output buffer, so that the
 * whole answer comes back from the thread pool in one callback instead of one per 16 kB. For a
 * 178 kB page, brotli 1 takes 0.7 ms of CPU for 39 kB; brotli 4 would take 2.2 ms for 33 kB.
 */
const QUICK_CHUNK = 64 * 1024
const quickBrotli = { chunkSize: QUICK_CHUNK, params: { [constants.BROTLI_PARAM_LGWIN]: 18 } }
const quickGzip = { chunkSize: QUICK_CHUNK, level: 1 }

/**
 * Both encodings at their best (brotli 11 takes about 250 ms and tens of MB of native memory for a
 * page): paid once per stored page, in the background and one page at a time, so that no visitor
 * waits for it and a burst of new pages cannot pile up encoders; until then, and for pages the
 * queue had no room for, answers are compressed quickly.
 */
const compressing = new WeakSet<Compressible>()
const waitingToCompress: Compressible[] = []
const MAX_WAITING_TO_COMPRESS = 200
let compressorBusy = false

export function precompressLater(page: Compressible) {
  if (page.br && page.gzip) return
  if (compressing.has(page) || waitingToCompress.length >= MAX_WAITING_TO_COMPRESS) return
  compressing.add(page)
  waitingToCompress.push(page)
  void compressNext()
}

async function compressNext() {
  if (compressorBusy) return
  compressorBusy = true
  try {
    for (let page = waitingToCompress.shift(); page; page = waitingToCompress.shift()) {
      try {
        const br = await brotliAt(constants.BROTLI_MAX_QUALITY, page.identity)
        const gzip = await gzipAsync(page.identity, { level: 9 })
        Object.assign(page, { br, gzip })
      } catch (error) {
        console.error('page compression failed', error)
      }
    }
  } finally {
    compressorBusy = false
  }
}

/** Stored pages waiting for their best encodings. */
export const pagesWaitingToCompress = () => waitingToCompress.length

/** One encoding, quickly, for an answer that is not kept. */
export function compressNow(page: Compressible, encoding: 'br' | 'gzip') {
  return encoding === 'br'
    ? brotliAt(1, page.identity, quickBrotli)
    : gzipAsync(page.identity, quickGzip)
}
