import { BlockList, isIPv6 } from 'node:net'
import type { NetworkInterfaceInfo } from 'node:os'
import { describe, expect, it } from 'vitest'
import { importIpDenyList } from './ip-deny-list.ts'

describe('importIpDenyList', () => {
  const info = (address: string, cidr: string, internal: boolean) =>
    ({
      address,
      cidr,
      internal,
      family: isIPv6(address) ? 'IPv6' : 'IPv4',
      netmask: '',
      mac: '',
      ...(isIPv6(address) ? { scopeid: 0 } : {}),
    }) as NetworkInterfaceInfo
  const interfaces = {
    lo: [info('127.0.0.1', '127.0.0.1/8', true), info('::1', '::1/128', true)],
    eth0: [info('10.1.2.3', '10.1.2.3/24', false), info('fd00::2', 'fd00::2/64', false)],
  }

  /** What Directus' is-denied-ip.js builds from the list (IpBlocklist extends net.BlockList). */
  function denies(list: string, address: string): boolean {
    const blocked = new BlockList()
    for (const entry of list.split(',')) {
      const type = isIPv6(entry.split(/[-/]/)[0] ?? '') ? 'ipv6' : 'ipv4'
      if (entry.includes('-')) {
        const [start = '', end = ''] = entry.split('-')
        blocked.addRange(start, end, type)
      } else if (entry.includes('/')) {
        const [network = '', prefix = ''] = entry.split('/')
        blocked.addSubnet(network, Number(prefix), type)
      } else blocked.addAddress(entry, type)
    }
    return blocked.check(address, isIPv6(address) ? 'ipv6' : 'ipv4')
  }

  it('is Directus’ default with only the site’s address let through', () => {
    const list = importIpDenyList('http://127.0.0.1:3000', interfaces)
    expect(list).toBe(
      '169.254.169.254,127.0.0.0,127.0.0.2-127.255.255.255,::1/128,10.1.2.3,fd00::2',
    )
    expect(denies(list, '127.0.0.1')).toBe(false)
    for (const address of ['127.0.0.0', '127.0.0.2', '127.1.0.1', '::1', '10.1.2.3', 'fd00::2'])
      expect(denies(list, address)).toBe(true)
    expect(denies(list, '169.254.169.254')).toBe(true)
    expect(denies(list, '10.1.2.4')).toBe(false)
  })

  it('lets localhost through on both loopback addresses, and an IPv6 or LAN address alone', () => {
    const localhost = importIpDenyList('http://localhost:3000', interfaces)
    expect(denies(localhost, '127.0.0.1')).toBe(false)
    expect(denies(localhost, '::1')).toBe(false)
    expect(denies(localhost, '127.0.0.53')).toBe(true)

    const v6 = importIpDenyList('http://[::1]:3000', interfaces)
    expect(denies(v6, '::1')).toBe(false)
    expect(denies(v6, '127.0.0.1')).toBe(true)

    const lan = importIpDenyList('http://10.1.2.3:3000', interfaces)
    expect(denies(lan, '10.1.2.3')).toBe(false)
    expect(denies(lan, '127.0.0.1')).toBe(true)
  })

  it('lets nothing local through for a site named by host', () => {
    const list = importIpDenyList('http://site.internal:3000', interfaces)
    expect(list).toBe('169.254.169.254,127.0.0.1/8,::1/128,10.1.2.3,fd00::2')
  })
})
