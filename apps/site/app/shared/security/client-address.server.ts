import { isIP } from 'node:net'

/**
 * Whether the hop at `address`, `index` hops from the site (0: the socket's peer), is a proxy the
 * site trusts: express's compiled `trust proxy` function (`app.get('trust proxy fn')`), which
 * `TRUST_PROXY` configures through `trustProxySetting`.
 */
export type TrustProxy = (address: string, index: number) => boolean

/**
 * The client address of a request, which the forms' rate limit and the page cache's miss budget
 * count by. Walks `X-Forwarded-For` from the nearest hop outwards while each hop is a trusted
 * proxy, as express's `req.ip` does, with one difference: an entry that is not an IP address ends
 * the walk at the proxy that passed it on. Otherwise a client could name itself anything
 * (`X-Forwarded-For: x1`, `x2`, ...) where a proxy appends to what it received, and get a new
 * budget with every name. Without a trusted proxy (`TRUST_PROXY` unset) the header is never read.
 */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: TrustProxy,
): string {
  const peer = socketAddress ?? 'unknown'
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const forwarded = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .reverse()
  const hops = [peer, ...forwarded]
  let client = peer
  for (let index = 0; index < hops.length - 1; index++) {
    if (!trust(hops[index]!, index)) break
    const next = hops[index + 1]!
    if (isIP(next) === 0) break
    client = next
  }
  return client
}
