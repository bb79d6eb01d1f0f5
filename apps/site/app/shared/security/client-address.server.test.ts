// @vitest-environment node
import express from 'express'
import { describe, expect, it } from 'vitest'
import { trustProxySetting } from './form-guard.server'
import { clientAddressOf, type TrustProxy } from './client-address.server'

/** express's own trust function for a TRUST_PROXY value, as server.ts compiles it. */
function trust(value: string | undefined): TrustProxy {
  return express().set('trust proxy', trustProxySetting(value)).get('trust proxy fn') as TrustProxy
}

describe('clientAddressOf', () => {
  it('reads no X-Forwarded-For without a declared proxy', () => {
    const none = trust(undefined)
    expect(clientAddressOf('203.0.113.7', '198.51.100.2', none)).toBe('203.0.113.7')
    expect(clientAddressOf('127.0.0.1', '198.51.100.2', none)).toBe('127.0.0.1')
  })

  it('takes the address a trusted proxy saw', () => {
    expect(clientAddressOf('127.0.0.1', '198.51.100.2', trust('loopback'))).toBe('198.51.100.2')
    // a client's own entries come first; the proxy appends the address it saw
    expect(clientAddressOf('127.0.0.1', '1.1.1.1, 198.51.100.2', trust('loopback'))).toBe(
      '198.51.100.2',
    )
    expect(clientAddressOf('10.0.0.5', '1.1.1.1, 198.51.100.2', trust('1'))).toBe('198.51.100.2')
    expect(clientAddressOf('10.0.0.5', ['1.1.1.1', '198.51.100.2'], trust('2'))).toBe('1.1.1.1')
  })

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddressOf('203.0.113.7', '198.51.100.2', trust('loopback'))).toBe('203.0.113.7')
  })

  it('never takes an entry that is no IP address: the walk ends at the proxy that passed it', () => {
    const loopback = trust('loopback')
    for (const forged of ['x1', 'unknown', '198.51.100.2:80', '<script>', 'fe80::zz', ' , ']) {
      expect(clientAddressOf('127.0.0.1', forged, loopback), forged).toBe('127.0.0.1')
      expect(clientAddressOf('203.0.113.7', forged, loopback), forged).toBe('203.0.113.7')
    }
    // behind two trusted hops, a made-up name leaves the address the nearer proxy saw
    expect(clientAddressOf('127.0.0.1', 'x1, 198.51.100.2', trust('2'))).toBe('198.51.100.2')
    // even trusting every hop, a name is never an address
    expect(clientAddressOf('127.0.0.1', 'x1', trust('true'))).toBe('127.0.0.1')
    expect(clientAddressOf('127.0.0.1', '2001:db8::1', trust('true'))).toBe('2001:db8::1')
  })

  it('names a request without a socket address alike', () => {
    expect(clientAddressOf(undefined, 'x1', trust('loopback'))).toBe('unknown')
  })
})
