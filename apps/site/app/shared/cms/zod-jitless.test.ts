import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { preferJitlessZod } from './zod-jitless'

describe('preferJitlessZod', () => {
  it('creates the configuration zod reads when zod has not loaded yet', () => {
    const scope = {}
    preferJitlessZod(scope)
    expect(Reflect.get(scope, '__zod_globalConfig')).toEqual({ jitless: true })
  })

  it("turns zod's JIT off in the configuration zod already uses, keeping the rest", () => {
    const before = z.config()
    preferJitlessZod()
    expect(z.config()).toBe(before)
    expect(z.config().jitless).toBe(true)
    z.config({ jitless: false })
  })
})
