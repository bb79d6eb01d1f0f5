import { describe, expect, it } from 'vitest'
import type { DirectusModules } from './index.ts'
import { aliasCount, forwardedAddresses, withConnectSrc } from './index.ts'

// the GraphQL parser of the installed Directus, as the hook loads it
const { parse } = (await import(
  new URL('../../../runtime/node_modules/graphql/index.mjs', import.meta.url).href
)) as Pick<DirectusModules, 'parse'>

const aliases = (query: string, limit = 1000) => aliasCount(parse(query, {}), limit)

describe('X-Forwarded-For', () => {
  it('keeps the addresses the proxies appended after the last entry that is not one', () => {
    expect(forwardedAddresses('203.0.113.7')).toBe('203.0.113.7')
    expect(forwardedAddresses(' 198.51.100.1 , 203.0.113.7')).toBe('198.51.100.1, 203.0.113.7')
    expect(forwardedAddresses('2001:db8::1')).toBe('2001:db8::1')
    expect(forwardedAddresses('not-an-address, 203.0.113.7')).toBe('203.0.113.7')
    expect(forwardedAddresses('198.51.100.1, junk, 203.0.113.7')).toBe('203.0.113.7')
  })

  it('keeps nothing of a value whose last entry is not an address', () => {
    for (const value of ['junk', '203.0.113.7, junk', '', '203.0.113.7:8080', '[::1]', '1.2.3'])
      expect(forwardedAddresses(value), value).toBeUndefined()
  })
})

describe('the aliases of a GraphQL query', () => {
  it('are counted wherever they are, fields without one not at all', () => {
    expect(aliases('{ server_info { project { project_name } } }')).toBe(0)
    expect(
      aliases(
        '{ a: server_ping b: server_ping c: server_info { d: project { e: project_name } } }',
      ),
    ).toBe(5)
    expect(aliases('mutation { a: auth_refresh(refresh_token: "x") { access_token } }')).toBe(1)
  })

  it('count a fragment as often as it is spread, nested ones multiplied', () => {
    const query = `
      query { a: pages { ...Two } b: pages { ...Two } ... on Query { c: server_ping } }
      fragment Two on pages { x: id y: status ...One }
      fragment One on pages { z: id }`
    // a, b and c, and three of the fragments in each of a and b
    expect(aliases(query)).toBe(3 + 2 * 3)
  })

  it('are without end for fragments that spread each other, and stop at the limit', () => {
    expect(
      aliases('{ ...A } fragment A on Query { a: server_ping ...B } fragment B on Query { ...A }'),
    ).toBe(Infinity)
    const many = `{ ${Array.from({ length: 1600 }, (_, i) => `a${i}: server_specs_oas`).join(' ')} }`
    expect(aliasCount(parse(many, {}), 100)).toBe(101)
  })
})

describe('the Content-Security-Policy', () => {
  it('gets exactly the connect-src given, in its place, or added', () => {
    const directus = "default-src 'self';connect-src 'self' https://* wss://*;frame-src 'self'"
    expect(withConnectSrc(directus, "'self'")).toBe(
      "default-src 'self';connect-src 'self';frame-src 'self'",
    )
    expect(withConnectSrc("default-src 'self'", "'self'")).toBe(
      "default-src 'self';connect-src 'self'",
    )
  })
})
