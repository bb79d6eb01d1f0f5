// A render thread of the production server (ADR 050): it renders the pages the page cache does
// not hold yet, so that the request thread only looks pages up and writes them out. A render holds
// its thread for tens of milliseconds of React; on the request thread every cached answer due
// meanwhile would wait behind it.
import { join } from 'node:path'
import { move, transferableSymbol, valueSymbol, workerData } from 'piscina'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type * as SiteEntry from './app/entry.server.tsx'

/** A render as the request thread asks for it: a GET of the page cache, nothing of a visitor. */
export interface RenderTask {
  url: string
  headers: [string, string][]
  /** the purges the request thread has had: content reads older than these are dropped first */
  generation: number
}

/** A render's answer, whole: the page cache stores the bytes, it streams nothing. */
export interface RenderedAnswer {
  status: number
  /** in order, `set-cookie` once per cookie */
  headers: [string, string][]
  body: ArrayBuffer
}

/** What the request thread hands every render thread when it starts it. */
export interface RenderThreadData {
  /** the form stamps' secret of this process, so that the forms rendered here post there */
  formSecret: Uint8Array
}

const build: ServerBuild & { entry: { module: typeof SiteEntry } } = await import(
  join(import.meta.dirname, 'build/server/index.js')
)
const site = build.entry.module.siteServer
site.adoptFormSecret((workerData as RenderThreadData).formSecret)
const handle = createRequestHandler(build, site.env().NODE_ENV)

export default async function render({
  url,
  headers,
  generation,
}: RenderTask): Promise<RenderedAnswer> {
  site.catchUpPurges(generation)
  // a page the cache may keep: nobody's in particular, and never a preview
  const response = await handle(new Request(url, { headers }), site.loadContext())
  const answer: RenderedAnswer = {
    status: response.status,
    headers: [...response.headers],
    body: await response.arrayBuffer(),
  }
  // The bytes move to the request thread instead of being copied there; Piscina unwraps the
  // answer on the way, so the request thread receives a RenderedAnswer.
  const moved = move({ [transferableSymbol]: [answer.body], [valueSymbol]: answer })
  return moved as unknown as RenderedAnswer
}
