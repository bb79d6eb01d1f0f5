/**
 * The IMPORT_IP_DENY_LIST that lets the publish flow reach the site and nothing else local.
 */
import { isIP } from 'node:net'
import type { NetworkInterfaceInfo } from 'node:os'
import { networkInterfaces } from 'node:os'

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>

function ipToBigInt(ip: string): bigint {
  if (isIP(ip) === 4) return ip.split('.').reduce((sum, part) => (sum << 8n) + BigInt(part), 0n)
  const [head = '', tail] = ip.split('::')
  const groups = (part: string) => (part ? part.split(':') : [])
  const missing = 8 - groups(head).length - groups(tail ?? '').length
  const all = [
    ...groups(head),
    ...Array<string>(tail === undefined ? 0 : missing).fill('0'),
    ...groups(tail ?? ''),
  ]
  return all.reduce((sum, group) => (sum << 16n) + BigInt(parseInt(group, 16)), 0n)
}

function bigIntToIp(value: bigint, family: 4 | 6): string {
  const parts: string[] = []
  for (let index = 0; index < (family === 4 ? 4 : 8); index += 1) {
    const shift = BigInt(index) * (family === 4 ? 8n : 16n)
    parts.unshift(
      family === 4 ? String((value >> shift) & 0xffn) : ((value >> shift) & 0xffffn).toString(16),
    )
  }
  return parts.join(family === 4 ? '.' : ':')
}

/** A subnet (`127.0.0.1/8`) without some of its addresses, as deny-list addresses and ranges. */
function subnetWithout(cidr: string, allowed: string[]): string[] {
  const [address = '', prefix = ''] = cidr.split('/')
  const family = isIP(address) === 4 ? 4 : 6
  const bits = family === 4 ? 32n : 128n
  const size = 1n << (bits - BigInt(prefix))
  const first = (ipToBigInt(address) / size) * size
  const last = first + size - 1n
  const holes = allowed
    .filter((ip) => isIP(ip) === family)
    .map(ipToBigInt)
    .filter((ip) => ip >= first && ip <= last)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  if (holes.length === 0) return [cidr]
  const entries: string[] = []
  let start = first
  for (const hole of [...holes, last + 1n]) {
    if (hole > start) {
      const end = hole - 1n
      entries.push(
        start === end
          ? bigIntToIp(start, family)
          : `${bigIntToIp(start, family)}-${bigIntToIp(end, family)}`,
      )
    }
    start = hole + 1n
  }
  return entries
}

/**
 * Directus refuses outgoing requests (file imports, the flows' request operation) to the addresses
 * of its own machine: its default `IMPORT_IP_DENY_LIST` is `0.0.0.0` (every local interface) and
 * the cloud metadata address. The purge flow must reach the site, which usually runs on the same
 * machine; this is that default written out, with the site's own address left out and nothing
 * else. A site named by host name (not `localhost`) is not looked up: a name that resolves to this
 * machine stays refused, so use its IP or set IMPORT_IP_DENY_LIST yourself.
 */
export function importIpDenyList(siteUrl: string, interfaces: Interfaces = networkInterfaces()) {
  const host = new URL(siteUrl).hostname.replace(/^\[(.*)\]$/, '$1')
  const allowed = host === 'localhost' ? ['127.0.0.1', '::1'] : isIP(host) ? [host] : []
  const entries = ['169.254.169.254']
  for (const info of Object.values(interfaces).flat()) {
    if (!info) continue
    if (info.internal && info.cidr) entries.push(...subnetWithout(info.cidr, allowed))
    else if (!allowed.includes(info.address)) entries.push(info.address)
  }
  return [...new Set(entries)].join(',')
}
