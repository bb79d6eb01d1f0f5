import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { canListen, freePorts } from './ports.ts'

const held: Server[] = []
afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((done) => server.close(done))))
})

/** Listens on a port the OS picks and returns it. */
async function holdPort(): Promise<number> {
  const server = createServer()
  held.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

describe('freePorts', () => {
  it('knows a port something listens on is taken', async () => {
    const port = await holdPort()
    expect(await canListen(port)).toBe(false)
  })

  it('keeps a preferred port that is free', async () => {
    const port = await holdPort()
    await new Promise((done) => held.pop()!.close(done))
    expect(await freePorts([port])).toEqual([port])
  })

  it('steps past a taken port and never gives one port twice', async () => {
    const taken = await holdPort()
    const [first, second] = await freePorts([taken, taken])
    expect(first).toBeGreaterThan(taken)
    expect(second).toBeGreaterThan(first!)
    expect(await canListen(first!)).toBe(true)
  })
})
