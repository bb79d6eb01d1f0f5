// Production server for the built site. Pages go through the page cache first, on a plain
// node:http listener, so that a cache hit costs a lookup and a write, and the pages it does not
// hold yet are rendered on a render thread (render-thread.ts); everything else (static files,
// images, form posts, previews) goes through express and React Router on this thread.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Worker } from 'node:worker_threads'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { createRequestHandler as createExpressHandler } from '@react-router/express'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import expressStaticGzip from 'express-static-gzip'
import { Piscina } from 'piscina'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type * as SiteEntry from './app/entry.server.tsx'
import type { RenderedAnswer, RenderTask, RenderThreadData } from './render-thread.ts'
import type { Render } from './app/shared/cache/page-cache.server.ts'
import type { TrustProxy } from './app/shared/security/client-address.server.ts'

const dir = import.meta.dirname
const clientDir = join(dir, 'build/client')
// the app's entry module gives the server more than React Router's handler: its own exports
const build: ServerBuild & { entry: { module: typeof SiteEntry } } = await import(
  join(dir, 'build/server/index.js')
).catch((error: unknown) => {
  // settings that do not parse (the app reads them as it loads) stop the start in words
  if (error instanceof Error && error.name === 'EnvError') {
    console.error(error.message)
    process.exit(1)
  }
  throw error
})
const site = build.entry.module.siteServer
// every setting of the process, parsed and checked (app/env.server.ts)
const settings = site.env()
const { HOST: host, PORT: port, NODE_ENV: mode } = settings
const { pageCache } = site
// Several nodes (REDIS_URL) must sign and check with the same secrets (ADR 025).
const missing = site.missingSharedSecrets()
if (missing.length > 0) {
  console.error(`REDIS_URL is set, so every site node must be given ${missing.join(', ')}`)
  process.exit(1)
}
const headers = site.securityHeaders()
// A document brings its own Content-Security-Policy (its inline scripts' hashes); every other
// answer gets the static one, set just before the headers go out so that the two never add up.
const policy = headers.find(([name]) => name === 'content-security-policy')?.[1] ?? ''
const otherHeaders = headers.filter(([name]) => name !== 'content-security-policy')
const previewHeaders = site.previewHeaders(otherHeaders)

const withSecurityHeaders: RequestHandler = (_req, res, next) => {
  for (const [name, value] of otherHeaders) res.setHeader(name, value)
  const writeHead = res.writeHead
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
    if (!this.hasHeader('content-security-policy')) {
      this.setHeader('content-security-policy', policy)
    }
    return writeHead.apply(this, args)
  } as typeof res.writeHead
  next()
}

const app = express()
app.disable('x-powered-by')
// The client address the forms' rate limit and the page cache's miss budget count by:
// X-Forwarded-For only from the proxies TRUST_PROXY names, and only IP addresses in it.
app.set('trust proxy', site.trustProxySetting(settings.TRUST_PROXY))
const trustProxy = app.get('trust proxy fn') as TrustProxy
const clientOf = (req: IncomingMessage) =>
  site.clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustProxy)
app.use(withSecurityHeaders)
// Files are sent as the build compressed them (scripts/precompress.ts); the rest on the fly.
const staticFiles = (maxAge: string, immutable = false) => ({
  enableBrotli: true,
  orderPreference: ['br', 'gz'],
  serveStatic: { maxAge, immutable },
})
app.use('/assets', expressStaticGzip(join(clientDir, 'assets'), staticFiles('1y', true)))
app.use(expressStaticGzip(clientDir, staticFiles('1h')))
app.use(compression())
// The build this server runs, for whoever deploys to ask which one answers.
app.get('/api/version', (_req, res) => {
  res.set('Cache-Control', 'no-store').json({ version: build.assets.version })
})
// An editor's draft preview (a valid signed cookie; the page cache passed it on): the request
// reads drafts, is never stored anywhere, and may be framed by the Data Studio.
const withPreview: RequestHandler = (req, res, next) => {
  res.locals.preview = site.isPreviewRequest(req.headers.cookie)
  if (res.locals.preview) {
    res.removeHeader('x-frame-options')
    for (const [name, value] of previewHeaders) res.setHeader(name, value)
  }
  next()
}
app.use(withPreview)
// What the app needs to know of a request, in its load context: who asks, and whether as an
// editor previewing drafts.
app.all(
  '/{*splat}',
  createExpressHandler({
    build,
    mode,
    getLoadContext: (req, res) =>
      site.loadContext({ client: clientOf(req), preview: res.locals.preview === true }),
  }),
)

// Files of build/client answer before any page: /favicon.ico is a file, not a CMS page.
const clientFiles = new Set(
  readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${join(entry.parentPath, entry.name).slice(clientDir.length + 1)}`),
)
/**
 * The page cache's renders: on render threads (`PAGE_RENDER_THREADS`, 1), so that a render never
 * holds up the cached answers due meanwhile; 0 renders on this thread. Each thread takes as many
 * renders at once as the page cache lets run (a render mostly waits for the CMS).
 */
function renderer(threads: number): { render: Render; threads: readonly Worker[] } {
  if (threads === 0) {
    const handle = createRequestHandler(build, mode)
    // a page the cache may keep: nobody's in particular, and never a preview
    return { render: (request) => handle(request, site.loadContext()), threads: [] }
  }
  // what the threads read, this thread keeps too: the form posts it answers read it again
  site.takeSharedReads()
  const workerData: RenderThreadData = { formSecret: site.formSecret() }
  const pool = new Piscina<RenderTask, RenderedAnswer>({
    filename: new URL('./render-thread.ts', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    concurrentTasksPerWorker: settings.PAGE_RENDERS,
    // a thread waits for its next render on its event loop: between renders it still has reads
    // to finish, timers and refreshes to run
    atomics: 'disabled',
    // A render makes garbage in bursts (a page's strings, the CMS's answers); a smaller young
    // generation collects it sooner instead of holding tens of MB more between collections.
    resourceLimits: { maxYoungGenerationSizeMb: 16 },
    workerData,
  })
  const render: Render = async (request) => {
    const { status, headers, body } = await pool.run({
      url: request.url,
      headers: [...request.headers],
      generation: site.purgeGeneration(),
    })
    return new Response(status === 204 || status === 304 ? null : body, { status, headers })
  }
  return {
    render,
    get threads() {
      return pool.threads
    },
  }
}
const renderers = renderer(settings.PAGE_RENDER_THREADS)
const { render } = renderers
const guard = site.createRequestGuard(build.routes)

/** The not-found page a request for a path that is gone renders, sent as 410 Gone. */
function answerGone(res: ServerResponse) {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    return (writeHead as (...args: unknown[]) => ServerResponse).call(
      this,
      status === 404 ? 410 : status,
      ...rest,
    )
  } as typeof res.writeHead
}

// Every answer but a file names the build it comes from: an open page that gets one from another
// build offers to reload (app/shared/runtime/version-check.ts).
const buildHeader = site.buildTiming(build.assets.version)
const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0] ?? '/'
  if (clientFiles.has(path)) return app(req, res)
  res.setHeader('server-timing', buildHeader)
  // An editor's redirect answers before anything else; a path that is gone is the not-found page,
  // answered as 410.
  const query = (req.url ?? '').slice(path.length)
  const moved =
    req.method === 'GET' || req.method === 'HEAD' ? site.redirectFor(path, query) : undefined
  if (moved && moved.status !== 410) {
    res
      .writeHead(moved.status, [
        ...headers.flat(),
        ...['location', moved.location, 'cache-control', 'private, max-age=600'],
      ])
      .end()
    return
  }
  if (moved) answerGone(res)
  const verdict = guard(req.method ?? 'GET', req.url ?? '/')
  if (verdict && 'status' in verdict) {
    const own =
      verdict.status === 301
        ? // Browsers keep it; shared caches don't, so made-up spellings never fill them.
          ['location', verdict.location, 'cache-control', 'private, max-age=86400']
        : [...(verdict.status === 405 ? ['allow', verdict.allow] : []), 'cache-control', 'no-store']
    // A client whose budget of renders is spent waits for it, as for the page cache's own answers.
    const send = () => res.writeHead(verdict.status, [...headers.flat(), ...own]).end()
    const hold = pageCache.heldFor(clientOf(req))
    if (hold > 0) setTimeout(send, hold)
    else send()
    return
  }
  // The target React Router and the page cache answer: `_routes` only as a data request reads it.
  if (verdict) req.url = verdict.url
  pageCache
    .handle(req, res, render, { client: clientOf(req), rewritten: verdict !== undefined })
    .then(
      (handled) => {
        if (!handled) app(req, res)
      },
      (error: unknown) => {
        console.error(error)
        if (!res.headersSent) res.writeHead(500, headers.flat()).end()
        else res.destroy()
      },
    )
})

server.listen(port, host, () => {
  console.log(`Site listening on http://${host}:${port}`)
  // Quote requests a previous run kept while the CMS was down are delivered from now on.
  site.resumeQuoteOutbox()
  // The places table is indexed now, not while the first visitor of the dealer finder waits.
  site.warmPlaces()
  // Subscribed from the start: a purge another node receives must reach this one too.
  site.purgeBus()
  // The editors' redirects, in memory from now on.
  void site.startRedirects()
  // A long run (the soak) reads what grows from a line of memory figures every 10 s.
  if (settings.MEMORY_LOG) site.startMemoryLog(settings.MEMORY_LOG, server, () => renderers.threads)
})

// A stop signal ends the process through exit, so that `node --cpu-prof` writes its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0))
