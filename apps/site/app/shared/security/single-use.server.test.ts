// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createSingleUse } from './single-use.server'

describe('single-use token ids', () => {
  it('claims an id once per kind, until its token expires', async () => {
    const used = createSingleUse(undefined)
    const later = Date.now() / 1000 + 60
    expect(await used.claim('purge', 'a', later)).toBe(true)
    expect(await used.claim('purge', 'a', later)).toBe(false)
    expect(await used.claim('preview', 'a', later)).toBe(true)
    expect(await used.claim('purge', 'b', later)).toBe(true)
  })
})
