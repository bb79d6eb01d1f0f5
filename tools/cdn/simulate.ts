/**
 * Plays the planned visits against the proxy, the way browsers would: each visitor's pages in
 * order, with the cookies the visitor holds. A visitor without JavaScript of ours would never get
 * a locale cookie now; a browser gets one from the page once it has loaded, so the simulated
 * visitor stores the language of each `/{lang}` page it opened, as the page would. Every answer is
 * checked: no Set-Cookie (nobody else's cookie, nor a cookie at all, reaches an ordinary visitor),
 * no preview content outside the editors' visits, and the page speaks the expected language.
 */
import { Agent, request } from 'node:https'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { isLocale, type Locale, type Visit, type VisitKind } from './plan.ts'

export interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

export interface SimulationOptions {
  /** the proxy's HTTPS origin */
  baseUrl: string
  /** the proxy's self-signed certificate */
  ca: string
  visits: Visit[]
  /** visitors at a time */
  concurrency?: number
  /** a valid preview cookie value for the editors' visits */
  previewCookie?: string
}

export interface KindFigures {
  visits: number
  requests: number
}

export interface SimulationResult {
  requests: number
  /** requests to `/`, which negotiates the language and is private by design */
  rootRequests: number
  byKind: Record<VisitKind, KindFigures>
  /** the proxy's X-Cache-Status values and how often each came */
  cacheStatus: Record<string, number>
  violations: number
  /** the first violations, described */
  examples: string[]
  durationMs: number
}

const MAX_EXAMPLES = 20

export function fetchPage(
  url: string,
  headers: Record<string, string>,
  ca: string,
  agent: Agent,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, ca, agent, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding']
        const body =
          encoding === 'br'
            ? brotliDecompressSync(raw)
            : encoding === 'gzip'
              ? gunzipSync(raw)
              : raw
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') })
      })
    })
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} in 30 s`)))
    req.on('error', reject)
    req.end()
  })
}

/** The language a page says it is in: the primary subtag of `<html lang>`. */
export function htmlLanguage(body: string): string | undefined {
  return /<html[^>]*\slang="([a-z]{2})/i.exec(body)?.[1]?.toLowerCase()
}

/** What is wrong with one answer; an empty list when nothing is. */
export function problemsOf(
  answer: Answer,
  expected: { locale: Locale; editor: boolean },
): string[] {
  const problems: string[] = []
  if (answer.status !== 200) {
    const title = /<title>([^<]*)</.exec(answer.body)?.[1]
    problems.push(`status ${answer.status}${title ? ` (${title})` : ''}`)
  }
  const setCookie = answer.headers['set-cookie']
  if (setCookie?.length) problems.push(`Set-Cookie ${[setCookie].flat().join(' | ')}`)
  const preview = answer.body.includes('data-preview-banner')
  if (preview && !expected.editor) problems.push('preview content for a visitor')
  if (!preview && expected.editor) problems.push('an editor without the preview')
  const language = htmlLanguage(answer.body)
  if (language !== expected.locale) problems.push(`<html lang> ${language}, not ${expected.locale}`)
  return problems
}

const pathLocale = (path: string): Locale | undefined => {
  const segment = path.split('/')[1]
  return isLocale(segment) ? segment : undefined
}

export async function simulate({
  baseUrl,
  ca,
  visits,
  concurrency = 16,
  previewCookie,
}: SimulationOptions): Promise<SimulationResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const kinds: VisitKind[] = ['first', 'returning', 'negotiated', 'editor']
  const result: SimulationResult = {
    requests: 0,
    rootRequests: 0,
    byKind: Object.fromEntries(kinds.map((kind) => [kind, { visits: 0, requests: 0 }])) as Record<
      VisitKind,
      KindFigures
    >,
    cacheStatus: {},
    violations: 0,
    examples: [],
    durationMs: 0,
  }
  const started = Date.now()

  async function play(visit: Visit, index: number) {
    let cookie = visit.cookie
    const editor = visit.kind === 'editor'
    result.byKind[visit.kind].visits++
    for (const path of visit.pages) {
      const cookies = [
        ...(cookie ? [`lamella_locale=${cookie}`] : []),
        ...(editor && previewCookie ? [`lamella_preview=${previewCookie}`] : []),
      ]
      const headers: Record<string, string> = {
        accept: 'text/html',
        'accept-encoding': visit.encoding === 'br' ? 'br, gzip' : 'gzip',
        ...(visit.acceptLanguage ? { 'accept-language': visit.acceptLanguage } : {}),
        ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
      }
      const answer = await fetchPage(baseUrl + path, headers, ca, agent)
      result.requests++
      result.byKind[visit.kind].requests++
      if (path === '/') result.rootRequests++
      const status = String(answer.headers['x-cache-status'] ?? '-')
      result.cacheStatus[status] = (result.cacheStatus[status] ?? 0) + 1
      // `/` speaks the cookie's language, else the browser's: the plan's `locale` either way.
      const expected = pathLocale(path) ?? visit.locale
      const problems = problemsOf(answer, { locale: expected, editor })
      if (problems.length) {
        result.violations++
        if (result.examples.length < MAX_EXAMPLES) {
          result.examples.push(`visit ${index} (${visit.kind}) ${path}: ${problems.join('; ')}`)
        }
      }
      // The page, once loaded, remembers its language.
      const own = pathLocale(path)
      if (own) cookie = own
    }
  }

  let cursor = 0
  const worker = async () => {
    while (cursor < visits.length) {
      const index = cursor++
      await play(visits[index]!, index)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  agent.destroy()
  result.durationMs = Date.now() - started
  return result
}
