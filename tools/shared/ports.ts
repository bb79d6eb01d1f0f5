/**
 * Ports for the stacks the tools start. Their defaults lie below Linux's ephemeral range
 * (32768-60999): a port in that range can be taken at any moment by an outgoing connection of
 * the stack itself (Directus to PostgreSQL, a site to Redis), and then a server started later
 * fails to bind. `freePorts` also steps past a port some other process holds.
 */
import { createServer } from 'node:net'

/** Whether a server could listen on `host:port` now. */
export function canListen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer()
    server.once('error', () => done(false))
    server.listen({ port, host, exclusive: true }, () => server.close(() => done(true)))
  })
}

/**
 * One free port for each preferred one, in order: the preferred port when nothing listens on it,
 * otherwise the next free port above it that no earlier answer took.
 */
export async function freePorts(preferred: number[], host = '127.0.0.1'): Promise<number[]> {
  const chosen: number[] = []
  for (const start of preferred) {
    let port = start
    while (chosen.includes(port) || !(await canListen(port, host))) {
      port += 1
      if (port > 65_535 || port - start > 200)
        throw new Error(`no free port from ${start} to ${port} on ${host}`)
    }
    chosen.push(port)
  }
  return chosen
}
