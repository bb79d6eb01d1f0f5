import { describe, expect, it } from 'vitest'
import { parseEnv } from '#app/env.server'
import { cmsTimeouts } from './cms.server'

describe('cmsTimeouts', () => {
  it('bounds every CMS attempt by default, images longer than content reads', () => {
    expect(cmsTimeouts(parseEnv({}))).toEqual({ timeoutMs: 2_000, assetTimeoutMs: 20_000 })
  })

  it('reads CMS_TIMEOUT_MS and CMS_ASSET_TIMEOUT_MS, and refuses what is no positive whole number', () => {
    expect(cmsTimeouts(parseEnv({ CMS_TIMEOUT_MS: '750', CMS_ASSET_TIMEOUT_MS: '5000' }))).toEqual({
      timeoutMs: 750,
      assetTimeoutMs: 5_000,
    })
    expect(() => parseEnv({ CMS_TIMEOUT_MS: '0' })).toThrow(/CMS_TIMEOUT_MS/)
    expect(() => parseEnv({ CMS_ASSET_TIMEOUT_MS: '2s' })).toThrow(/CMS_ASSET_TIMEOUT_MS/)
  })
})
