import { describe, expect, it } from 'vitest'
import { isDeskTarget } from './desk-paths'
import { nextPath } from './desk-session.server'
import { signInMail, signInState } from './sign-in.server'

const withCookie = (value: string) =>
  new Request('http://127.0.0.1/en/dealer/sign-in', { headers: { Cookie: `a=1; _totp=${value}` } })

describe('the sign-in state remix-auth-totp keeps in its cookie', () => {
  it('reads the address a code went to and the error, translated by code', () => {
    const params = new URLSearchParams({
      email: 'anna@example.be',
      totp: '{"jwe":"x","attempts":0}',
      error: 'invalidCode',
    })
    expect(signInState(withCookie(encodeURIComponent(params.toString())))).toEqual({
      email: 'anna@example.be',
      error: 'invalidCode',
    })
  })

  it('ignores an error it has no words for, and an address without a code', () => {
    const params = new URLSearchParams({ email: 'anna@example.be', error: '<script>' })
    expect(signInState(withCookie(params.toString()))).toEqual({})
    expect(signInState(withCookie('%E0%A4%A'))).toEqual({})
    expect(signInState(new Request('http://127.0.0.1/'))).toEqual({})
  })
})

describe('the sign-in mail', () => {
  it('is in the page’s language, with the code, the link and how long they work', () => {
    const mail = signInMail('de', {
      brand: 'Lamella',
      code: '123456',
      link: 'https://lamella.example/de/dealer/verify?t=abc',
      minutes: 10,
    })
    expect(mail.subject).toContain('123456')
    expect(mail.subject).toContain('Händlerbereich')
    expect(mail.text).toContain('https://lamella.example/de/dealer/verify?t=abc')
    expect(mail.html).toContain('href="https://lamella.example/de/dealer/verify?t=abc"')
    expect(mail.text).toContain('10 Minuten')
  })

  it('escapes what it puts into HTML', () => {
    const mail = signInMail('en', {
      brand: 'Lamella',
      code: '123456',
      link: 'https://lamella.example/en/dealer/verify?t=a"><script>',
      minutes: 10,
    })
    expect(mail.html).not.toContain('<script>')
  })
})

describe('where a signed-in dealer goes next', () => {
  it('only to a page of the desk', () => {
    expect(nextPath('/de/dealer/leads/12', 'fr')).toBe('/de/dealer/leads/12')
    expect(nextPath('/de/dealers', 'fr')).toBe('/fr/dealer')
    expect(nextPath('//evil.example/de/dealer', 'fr')).toBe('/fr/dealer')
    expect(nextPath('https://evil.example/', 'fr')).toBe('/fr/dealer')
    expect(nextPath(undefined, 'nl')).toBe('/nl/dealer')
  })
})

describe('the desk’s requests', () => {
  it('are every page, data request and file under a language’s /dealer, and nothing else', () => {
    for (const target of [
      '/de/dealer',
      '/de/dealer?list=closed',
      '/de/dealer.data',
      '/fr/dealer/leads/12',
      '/fr/dealer/leads/12.data?_routes=x',
      '/nl/dealer/leads.csv',
      '/en/dealer/sign-in',
    ]) {
      expect(isDeskTarget(target), target).toBe(true)
    }
    for (const target of [
      '/de/dealers',
      '/de/dealers?q=4700',
      '/dealer',
      '/de/dealership',
      undefined,
    ]) {
      expect(isDeskTarget(target), String(target)).toBe(false)
    }
  })
})
