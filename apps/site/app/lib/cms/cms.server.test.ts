import { describe, expect, it } from 'vitest'
import { cmsTimeouts } from './cms.server'

describe('cmsTimeouts', () => {
  it('bounds every CMS attempt by default, images longer than content reads', () => {
    expect(cmsTimeouts({})).toEqual({ timeoutMs: 2_000, assetTimeoutMs: 20_000 })
  })

  it('reads CMS_TIMEOUT_MS and CMS_ASSET_TIMEOUT_MS, and ignores what is no positive whole number', () => {
    expect(cmsTimeouts({ CMS_TIMEOUT_MS: '750', CMS_ASSET_TIMEOUT_MS: '5000' })).toEqual({
      timeoutMs: 750,
      assetTimeoutMs: 5_000,
    })
    expect(cmsTimeouts({ CMS_TIMEOUT_MS: '0', CMS_ASSET_TIMEOUT_MS: '2s' })).toEqual({
      timeoutMs: 2_000,
      assetTimeoutMs: 20_000,
    })
  })
})
