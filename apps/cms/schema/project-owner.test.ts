import { describe, expect, it } from 'vitest'
import { memoryApi } from './memory-api.ts'
import { applyProjectOwner } from './project-owner.ts'

/** Directus' settings in memory: what the setup reads, and the owners it records. */
function settings(recorded: string | null) {
  const posted: Array<{ path: string; body: unknown }> = []
  const api = memoryApi('applyProjectOwner', {
    get: <T>() => Promise.resolve({ project_owner: recorded } as T),
    post: <T>(path: string, body: unknown) => {
      posted.push({ path, body })
      return Promise.resolve(undefined as T)
    },
  })
  return { api, posted }
}

describe('applyProjectOwner', () => {
  it('records the owner through Directus’ own endpoint while none is recorded', async () => {
    const { api, posted } = settings(null)
    expect(await applyProjectOwner(api, { email: 'admin@example.com', given: false })).toBe(true)
    expect(posted).toEqual([
      {
        path: '/settings/owner',
        body: {
          project_owner: 'admin@example.com',
          project_usage: null,
          org_name: null,
          product_updates: false,
        },
      },
    ])
  })

  it('keeps an owner set in the Data Studio unless the operator names another', async () => {
    const kept = settings('owner@lamella.example.com')
    expect(await applyProjectOwner(kept.api, { email: 'admin@example.com', given: false })).toBe(
      false,
    )
    expect(kept.posted).toEqual([])

    const named = settings('owner@lamella.example.com')
    const owner = { email: 'it@lamella.example.com', given: true }
    expect(await applyProjectOwner(named.api, owner)).toBe(true)
    expect(named.posted[0]?.body).toMatchObject({ project_owner: 'it@lamella.example.com' })

    const same = settings('it@lamella.example.com')
    expect(await applyProjectOwner(same.api, owner)).toBe(false)
  })
})
