/**
 * The baseline: a plain node:http server that replays, per path, the status, headers and body
 * bytes the site sent. It stands for the best any Node server could do with those bytes on this
 * machine, so the site's figures are reported relative to it.
 *
 * Run as a child process (`node baseline-server.ts <responses.json>`) so that, like the site, it
 * has a process and an event loop of its own, apart from autocannon's. It reports its port over IPC.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

export interface RecordedResponse {
  status: number
  headers: [string, string][]
  /** base64, so the recording survives JSON */
  body: string
}

// Framing and Date belong to the connection, not the page: Node writes its own.
const connectionHeaders = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
])

/** The recorded headers as a flat list for writeHead, with a Content-Length for the body. */
export function replayHeaders(headers: [string, string][], bodyLength: number): string[] {
  const kept = headers.filter(([name]) => !connectionHeaders.has(name.toLowerCase()))
  return [...kept.flat(), 'Content-Length', String(bodyLength)]
}

export function createReplayServer(responses: Record<string, RecordedResponse>) {
  const replies = new Map(
    Object.entries(responses).map(([path, recorded]) => {
      const body = Buffer.from(recorded.body, 'base64')
      return [
        path,
        { status: recorded.status, headers: replayHeaders(recorded.headers, body.length), body },
      ]
    }),
  )
  return createServer((req, res) => {
    const reply = replies.get(req.url ?? '')
    if (!reply) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`not recorded: ${req.url}`)
      return
    }
    res.writeHead(reply.status, reply.headers).end(reply.body)
  })
}

if (import.meta.main) {
  const file = process.argv[2]
  if (!file) throw new Error('usage: baseline-server.ts <responses.json>')
  const responses = JSON.parse(readFileSync(file, 'utf8')) as Record<string, RecordedResponse>
  const server = createReplayServer(responses)
  server.listen(Number(process.argv[3] ?? 0), '127.0.0.1', () => {
    const address = server.address()
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 })
  })
  process.on('SIGTERM', () => process.exit(0))
  process.on('disconnect', () => process.exit(0))
}
