import { describe, expect, it } from 'vitest'
import { externalOrigins, publicConfig } from './public-config.server'

describe('the dealer map in the public config', () => {
  it('is off without MAP_STYLE_URL, and nothing is allowed for it', () => {
    const config = publicConfig({})
    expect(config.map).toBeNull()
    expect(externalOrigins(config).connect).toEqual([])
  })

  it('stays off for a setting that is no http(s) URL', () => {
    expect(publicConfig({ MAP_STYLE_URL: 'not a url' }).map).toBeNull()
    expect(publicConfig({ MAP_STYLE_URL: 'javascript:alert(1)' }).map).toBeNull()
  })

  it('passes the style to the browser and lets it connect to the style origin', () => {
    const config = publicConfig({ MAP_STYLE_URL: ' https://tiles.example/styles/site.json ' })
    expect(config.map).toEqual({ styleUrl: 'https://tiles.example/styles/site.json' })
    expect(externalOrigins(config).connect).toEqual(['https://tiles.example'])
  })
})
