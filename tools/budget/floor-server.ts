/**
 * Serves the empty React Router app (`tools/budget/floor`, built by `buildFloor()`) the way the
 * site serves itself, so that timings of the two compare: React Router's server render for the
 * document, the client files compressed with brotli (as the site's precompressed files are) and
 * cached for good. What a browser spends on the floor is then React and React Router alone.
 */
import { readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { createRequestListener } from '@react-router/node'
import type { ServerBuild } from 'react-router'
import { floorDir } from './js-budget.ts'

export interface FloorServer {
  url: string
  stop(): Promise<void>
}

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
}

/** Starts the built floor on `port` (a free one when 0) at 127.0.0.1. */
export async function startFloorServer({ port = 0 } = {}): Promise<FloorServer> {
  const clientDir = join(floorDir, 'build/client')
  const build = (await import(join(floorDir, 'build/server/index.js'))) as ServerBuild
  const render = createRequestListener({ build, mode: 'production' })
  const compressed = new Map<string, Buffer>()

  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    // The empty app has no icon nor robots.txt, which browsers and Lighthouse ask for: a 404
    // would be a render and an error the site has not.
    if (path === '/favicon.ico') {
      res.writeHead(204).end()
      return
    }
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n')
      return
    }
    const file = join(clientDir, path)
    const isFile =
      path.startsWith('/assets/') &&
      file.startsWith(clientDir) &&
      (() => {
        try {
          return statSync(file).isFile()
        } catch {
          return false
        }
      })()
    if (!isFile) {
      void render(req, res)
      return
    }
    let body = compressed.get(file)
    if (!body) {
      body = brotliCompressSync(readFileSync(file), {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      })
      compressed.set(file, body)
    }
    const brotli = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))
    const bytes = brotli ? body : readFileSync(file)
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': bytes.length,
      vary: 'Accept-Encoding',
      ...(brotli ? { 'content-encoding': 'br' } : {}),
    })
    res.end(bytes)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject).listen(port, '127.0.0.1', () => resolve())
  })
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
