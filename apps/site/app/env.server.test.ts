import { afterEach, describe, expect, it, vi } from 'vitest'
import { env, EnvError, misspelt, parseEnv, resetEnv } from './env.server'

describe('the site settings', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    resetEnv()
  })

  it('give every setting its default when nothing is set, and a blank value is unset', () => {
    const settings = parseEnv({ PAGE_MISS_RATE: '', PORT: '  ' })
    expect(settings).toMatchObject({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: 3000,
      SITE_URL: 'http://127.0.0.1:3000',
      DIRECTUS_URL: 'http://127.0.0.1:8055',
      PAGE_CACHE: 'on',
      PAGE_MISS_RATE: 2,
      PAGE_RENDERS: 4,
      PAGE_CACHE_MAX_MB: 128,
      QUOTE_RATE_LIMIT: 10,
    })
    expect(settings.DIRECTUS_TOKEN).toBeUndefined()
    expect(settings.TRUST_PROXY).toBeUndefined()
  })

  it('read numbers, switches and URLs as what they are', () => {
    const settings = parseEnv({
      PORT: '3155',
      PAGE_MISS_RATE: '0',
      PAGE_CACHE: 'OFF',
      PAGE_CACHE_MAX_MB: '0.5',
      DIRECTUS_TOKEN: ' reader ',
      SITE_URL: 'https://www.lamella.example',
    })
    expect(settings).toMatchObject({
      PORT: 3155,
      PAGE_MISS_RATE: 0,
      PAGE_CACHE: 'off',
      PAGE_CACHE_MAX_MB: 0.5,
      DIRECTUS_TOKEN: 'reader',
      SITE_URL: 'https://www.lamella.example',
    })
  })

  it('refuse to start on values that do not parse, naming each of them', () => {
    let error: unknown
    try {
      parseEnv({
        PORT: 'eighty',
        PAGE_RENDERS: '0',
        PAGE_CACHE: 'sometimes',
        SITE_URL: 'ftp://files.example',
        QUOTE_RATE_LIMIT: '-1',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(EnvError)
    const message = (error as Error).message
    expect(() => parseEnv({ REDIS_URL: 'redis//:s3cret@cache' })).toThrow(/^(?!.*s3cret)/s)
    for (const name of [
      'PORT="eighty"',
      'PAGE_RENDERS="0"',
      'PAGE_CACHE',
      'SITE_URL',
      'QUOTE_RATE_LIMIT',
    ])
      expect(message).toContain(name)
  })

  it('name a variable spelt nearly like a setting that is not set', () => {
    expect(misspelt({ PAGE_RENDER: '8', DIRECTUS_TOKN: 'x', HOME: '/root' })).toEqual([
      'PAGE_RENDER is not a setting of the site: did you mean PAGE_RENDERS?',
      'DIRECTUS_TOKN is not a setting of the site: did you mean DIRECTUS_TOKEN?',
    ])
    // both set: another program's variable, not a typo of this one
    expect(misspelt({ PAGE_RENDER: '8', PAGE_RENDERS: '4' })).toEqual([])
  })

  it('are read from the process once, and again after a reset', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubEnv('PAGE_RENDERS', '6')
    vi.stubEnv('PAGE_MISS_BURTS', '10')
    expect(env().PAGE_RENDERS).toBe(6)
    expect(warn).toHaveBeenCalledWith(
      'PAGE_MISS_BURTS is not a setting of the site: did you mean PAGE_MISS_BURST?',
    )
    vi.stubEnv('PAGE_RENDERS', '8')
    expect(env().PAGE_RENDERS).toBe(6)
    resetEnv()
    expect(env().PAGE_RENDERS).toBe(8)
    warn.mockRestore()
  })
})
