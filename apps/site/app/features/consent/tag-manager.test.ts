import { afterEach, describe, expect, it } from 'vitest'
import { newChoice } from './consent'
import { applyConsent, setConsentDefault } from './tag-manager'

const gtm = { id: 'GTM-TEST', origin: 'https://tags.example' }
const choice = (analytics: boolean, advertising: boolean) => newChoice({ analytics, advertising })

/** The data layer as plain values: consent commands are `arguments` objects. */
const queue = () =>
  (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? ['arguments', ...Array.from(entry as unknown as IArguments)]
      : entry,
  )
const containerScripts = () => document.head.querySelectorAll('script[data-tag-manager]')

afterEach(() => {
  delete window.dataLayer
  for (const script of containerScripts()) script.remove()
})

describe('the tag manager and consent', () => {
  it('puts the denied default first, ahead of the content views queued before it', () => {
    window.dataLayer = [{ event: 'content-view', path: '/en' }]
    setConsentDefault()
    setConsentDefault()
    expect(queue()).toEqual([
      [
        'arguments',
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: 500,
        },
      ],
      { event: 'content-view', path: '/en' },
    ])
  })

  it('after reject: no update, no container', () => {
    window.dataLayer = [{ event: 'content-view', path: '/en' }]
    applyConsent(gtm, choice(false, false))
    expect(containerScripts()).toHaveLength(0)
    expect(queue().map((entry) => (Array.isArray(entry) ? entry[2] : entry))).toEqual([
      'default',
      { event: 'content-view', path: '/en' },
    ])
  })

  it('after analytics alone: the update, then the container, once', () => {
    applyConsent(gtm, choice(true, false))
    applyConsent(gtm, choice(true, false))
    expect(containerScripts()).toHaveLength(1)
    expect(containerScripts()[0]).toHaveAttribute('src', 'https://tags.example/gtm.js?id=GTM-TEST')
    const [defaults, update, start] = queue()
    expect((defaults as unknown[])[2]).toBe('default')
    expect(update).toEqual([
      'arguments',
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
      },
    ])
    expect(start).toEqual({ event: 'gtm.js', 'gtm.start': expect.any(Number) })
  })

  it('a choice withdrawn after the container loaded denies its signals', () => {
    applyConsent(gtm, choice(true, true))
    applyConsent(gtm, choice(false, false))
    expect(queue().at(-1)).toEqual([
      'arguments',
      'consent',
      'update',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      },
    ])
    expect(queue().filter((entry) => Array.isArray(entry) && entry[2] === 'default')).toHaveLength(
      1,
    )
  })
})
