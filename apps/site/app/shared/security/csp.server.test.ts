// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { renderMarker, secureDocument } from './secure-document.server'
import { documentPolicy, hashSource, securityHeaders, STATIC_POLICY } from './csp.server'

const marker = 'm4rker-0f-this-render'
// The hash of this script as the CSP specification's examples give it.
const hello = "alert('Hello, world.');"
const helloHash = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"

describe('hashSource', () => {
  it('is the base64 SHA-256 of the UTF-8 text, as browsers compute it', () => {
    expect(hashSource(hello)).toBe(helloHash)
    expect(hashSource('é')).not.toBe(hashSource('e'))
  })
})

describe('secureDocument', () => {
  it("hashes the render's own inline scripts, classic and module, and drops the marker", () => {
    const html = [
      `<link rel="modulepreload" href="/assets/a.js" nonce="${marker}"/>`,
      `<script nonce="${marker}">${hello}</script>`,
      `<script type="module" async="" nonce="${marker}">import "/assets/a.js";</script>`,
    ].join('')
    const { html: sent, scriptHashes } = secureDocument(html, marker)
    expect(scriptHashes).toEqual([helloHash, hashSource('import "/assets/a.js";')])
    expect(sent).not.toContain(marker)
    expect(sent).toContain(`<script>${hello}</script>`)
    // the scripts load after what the page shows
    expect(sent).toContain('<link rel="modulepreload" href="/assets/a.js" fetchpriority="low"/>')
  })

  it('lowers no link that is not its own', () => {
    const html = `<link rel="modulepreload" href="/assets/b.js"/><link rel="preload" as="image" href="/m"/>`
    expect(secureDocument(html, marker).html).toBe(html)
  })

  it('never allows a script without the marker, e.g. one slipped in through content', () => {
    const html = `<div><script>${hello}</script><script nonce="guess">${hello}</script></div>`
    expect(secureDocument(html, marker).scriptHashes).toEqual([])
  })

  it('allows scripts of its own code by their exact text', () => {
    const html = `<script>${hello}</script><script>${hello} </script>`
    expect(secureDocument(html, marker, [hello]).scriptHashes).toEqual([helloHash])
  })

  it('leaves out data blocks and external scripts, which the policy does not hash', () => {
    const html = [
      `<script type="application/ld+json" nonce="${marker}">{"@type":"Organization"}</script>`,
      `<script src="/assets/a.js" nonce="${marker}"></script>`,
    ].join('')
    expect(secureDocument(html, marker).scriptHashes).toEqual([])
  })

  it('gets a marker no one can guess for every render', () => {
    const markers = new Set(Array.from({ length: 50 }, renderMarker))
    expect(markers.size).toBe(50)
    for (const value of markers) expect(value).toMatch(/^[\w-]{22}$/)
  })
})

describe('documentPolicy', () => {
  const none = { scripts: [], connect: [] }

  it("allows inline scripts by hash only, never 'unsafe-inline' or 'unsafe-eval'", () => {
    const policy = documentPolicy({ scriptHashes: [helloHash, helloHash], external: none })
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))
    expect(scriptSrc).toBe(`script-src 'self' ${helloHash}`)
    expect(policy).not.toMatch(/unsafe-eval/)
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-ancestors 'self'")
  })

  it("names the tag manager's origin only when one is configured", () => {
    const gtm = 'https://www.googletagmanager.com'
    expect(documentPolicy({ scriptHashes: [], external: none })).not.toContain(gtm)
    const policy = documentPolicy({
      scriptHashes: [],
      external: { scripts: [gtm], connect: [gtm] },
    })
    expect(policy).toContain(`script-src 'self' ${gtm}`)
    expect(policy).toContain(`connect-src 'self' ${gtm}`)
  })

  it('lets the Data Studio frame a preview', () => {
    expect(
      documentPolicy({ scriptHashes: [], frameAncestors: ['https://cms.example'], external: none }),
    ).toContain("frame-ancestors 'self' https://cms.example")
  })
})

describe('securityHeaders', () => {
  const headers = new Map(securityHeaders())

  it('gives answers that are no document the static policy: nothing runs, nothing frames', () => {
    expect(headers.get('content-security-policy')).toBe(STATIC_POLICY)
    expect(STATIC_POLICY).toContain("default-src 'none'")
  })

  it('keeps the Referer on same-origin requests only (React Router checks the Origin of posts)', () => {
    expect(headers.get('referrer-policy')).toBe('same-origin')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin')
  })

  it('denies the powerful features no page uses, to the site and whatever it frames', () => {
    const policy = headers.get('permissions-policy') ?? ''
    const features = new Map(
      policy.split(', ').map((entry) => entry.split('=') as [string, string]),
    )
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(features.get(feature), feature).toBe('()')
    }
    expect(features.get('browsing-topics')).toBe('()')
    // Every feature is denied outright: none is allowed to the site or another origin.
    expect([...features.values()].every((allow) => allow === '()')).toBe(true)
  })
})
