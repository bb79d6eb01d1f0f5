import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import { z } from 'zod'

/** What the CMS's publish flow says changed: the bus carries it to every node. */
export interface PurgeEvent {
  event: string
  collection: string
  keys: (string | number)[]
}

/**
 * Carries a purge to every site process (ADR 025). With Redis, the node that received the purge
 * publishes it; every node (itself included) drops its caches and answers on a reply channel, and
 * `publish` resolves once all the nodes Redis delivered it to have answered. Only then may the
 * shared proxy's cache be purged: a proxy that refetched a page from a node not yet purged would
 * keep the old page for another `s-maxage`. Without Redis the one process purges itself.
 */
export interface PurgeBus {
  /** Purges every node; resolves with how many confirmed (1 without Redis). */
  publish(event: PurgeEvent): Promise<{ nodes: number; expected: number }>
  close(): Promise<void>
}

export interface PurgeBusOptions {
  /** drops this process's caches */
  onPurge: (event: PurgeEvent) => void
  /** a command connection; the bus makes its own subscriber from it. None: in-process only. */
  redis?: Redis
  channel?: string
  /** how long to wait for the other nodes' answers; a node that died answers never */
  ackTimeoutMs?: number
}

const envelopeSchema = z.object({
  id: z.string(),
  event: z.object({
    event: z.string(),
    collection: z.string(),
    keys: z.array(z.union([z.string(), z.number()])),
  }),
})
type Envelope = z.infer<typeof envelopeSchema>

export function createPurgeBus({
  onPurge,
  redis,
  channel = 'lamella:purge',
  ackTimeoutMs = 2_000,
}: PurgeBusOptions): PurgeBus {
  if (!redis) {
    return {
      async publish(event) {
        onPurge(event)
        return { nodes: 1, expected: 1 }
      },
      async close() {},
    }
  }
  const command = redis
  const subscriber = redis.duplicate()
  subscriber.on('error', (error: Error) =>
    console.error(`redis purge subscriber: ${error.message}`),
  )
  const replies = `${channel}:done`
  const waiting = new Map<string, (count: number) => void>()
  const counts = new Map<string, number>()
  const ready = subscriber.subscribe(channel, replies)

  subscriber.on('message', (from: string, text: string) => {
    if (from === replies) {
      const done = waiting.get(text)
      if (!done) return
      const count = (counts.get(text) ?? 0) + 1
      counts.set(text, count)
      done(count)
      return
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return
    }
    const message = envelopeSchema.safeParse(parsed)
    if (!message.success) return
    onPurge(message.data.event)
    command.publish(replies, message.data.id).catch((error: unknown) => {
      console.error('redis purge reply failed', error)
    })
  })

  return {
    async publish(event) {
      try {
        await ready
      } catch (error) {
        // Redis is away: this node at least is purged; the others age out (PAGE_CACHE_TTL_MS)
        console.error('redis purge: not subscribed, purging this node only', error)
        onPurge(event)
        return { nodes: 1, expected: Number.NaN }
      }
      const id = randomUUID()
      let resolveAll: () => void = () => {}
      const all = new Promise<void>((resolve) => (resolveAll = resolve))
      let expected = Number.POSITIVE_INFINITY
      let confirmed = 0
      waiting.set(id, (count) => {
        confirmed = count
        if (confirmed >= expected) resolveAll()
      })
      try {
        try {
          // Redis says how many subscribers it handed the message to: every live node, this one too
          expected = await command.publish(
            channel,
            JSON.stringify({ id, event } satisfies Envelope),
          )
        } catch (error) {
          console.error('redis purge: publish failed, purging this node only', error)
          onPurge(event)
          return { nodes: 1, expected: Number.NaN }
        }
        if (confirmed >= expected) resolveAll()
        let timer: NodeJS.Timeout | undefined
        await Promise.race([
          all,
          new Promise<void>((resolve) => (timer = setTimeout(resolve, ackTimeoutMs))),
        ])
        clearTimeout(timer)
        return { nodes: confirmed, expected }
      } finally {
        waiting.delete(id)
        counts.delete(id)
      }
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect())
    },
  }
}
