import { describe, expect, it } from 'vitest'
import type { Api } from '../schema/api.ts'
import * as content from './content/index.ts'
import { privacy } from './content/privacy.ts'
import { addPrivacyPage } from './seed.ts'

/** A Directus seeded before the privacy notice; `privacyPage` is what its settings name. */
function seededEarlier(privacyPage: number | null) {
  const writes: Array<{ method: string; path: string; body: unknown }> = []
  const answers: Record<string, unknown> = {
    '/items/global_settings': { privacy_page: privacyPage },
    '/items/pages': [{ sort: 9 }],
  }
  const api = {
    url: 'http://cms.test',
    get: (path: string) => Promise.resolve(answers[path] as never),
    post: (path: string, body: unknown) => {
      writes.push({ method: 'POST', path, body })
      return Promise.resolve({ id: 42 } as never)
    },
    patch: (path: string, body: unknown) => {
      writes.push({ method: 'PATCH', path, body })
      return Promise.resolve(undefined as never)
    },
  } as unknown as Api
  return { api, writes }
}

describe('addPrivacyPage', () => {
  it('creates the seed’s notice in five languages after the last page and names it in the settings', async () => {
    const { api, writes } = seededEarlier(null)
    await expect(addPrivacyPage(api, content)).resolves.toBe(true)
    expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /items/pages',
      'PATCH /items/global_settings',
    ])
    const page = writes[0]?.body as { sort: number; translations: Array<{ slug: string }> }
    expect(page.sort).toBe(10)
    expect(page.translations.map((item) => item.slug)).toEqual(
      Object.values(privacy.t).map((item) => item.slug),
    )
    expect(writes[1]?.body).toEqual({ privacy_page: 42 })
  })

  it('leaves a privacy page an admin already chose', async () => {
    const { api, writes } = seededEarlier(7)
    await expect(addPrivacyPage(api, content)).resolves.toBe(false)
    expect(writes).toEqual([])
  })
})
