import { describe, expect, it } from 'vitest'
import { scriptsAfterContent } from './script-priority.server'

describe('scriptsAfterContent', () => {
  it('fetches every announced module at low priority, and leaves other links alone', () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/entry.client.js"/>' +
      '<link rel="modulepreload" href="/assets/root.js" crossorigin="anonymous"/>' +
      '<link rel="preload" as="image" href="/media/hero"/><link rel="stylesheet" href="/a.css"/></head>'
    expect(scriptsAfterContent(html)).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js" crossorigin="anonymous"/>' +
        '<link rel="preload" as="image" href="/media/hero"/><link rel="stylesheet" href="/a.css"/></head>',
    )
  })

  it('looks in the head only, and leaves a document without one as it is', () => {
    const body = '<body><link rel="modulepreload" href="/x.js"/></body>'
    expect(scriptsAfterContent(`<head></head>${body}`)).toBe(`<head></head>${body}`)
    expect(scriptsAfterContent('<link rel="modulepreload" href="/x.js"/>')).toBe(
      '<link rel="modulepreload" href="/x.js"/>',
    )
  })
})
