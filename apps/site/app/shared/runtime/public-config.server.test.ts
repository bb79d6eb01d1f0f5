import { describe, expect, it } from 'vitest'
import { parseEnv } from '#app/env.server'
import { externalOrigins, publicConfig } from './public-config.server'

describe('the dealer map in the public config', () => {
  it('is off without MAP_STYLE_URL, and nothing is allowed for it', () => {
    const config = publicConfig(parseEnv({}))
    expect(config.map).toBeNull()
    expect(externalOrigins(config).connect).toEqual([])
  })

  it('refuses to start on a setting that is no http(s) URL', () => {
    expect(() => parseEnv({ MAP_STYLE_URL: 'not a url' })).toThrow(/MAP_STYLE_URL/)
    expect(() => parseEnv({ MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow(/MAP_STYLE_URL/)
  })

  it('passes the style to the browser and lets it connect to the style origin', () => {
    const config = publicConfig(
      parseEnv({ MAP_STYLE_URL: ' https://tiles.example/styles/site.json ' }),
    )
    expect(config.map).toEqual({ styleUrl: 'https://tiles.example/styles/site.json' })
    expect(externalOrigins(config).connect).toEqual(['https://tiles.example'])
  })
})
