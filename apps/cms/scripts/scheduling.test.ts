/**
 * Publishing on a date on a real Directus (extensions/scheduled-publishing): a draft with a
 * moment that has come is published, a published item past its end is archived (its address then
 * gone), the banner switches on and off, each once, with the moment cleared; the run's clock is
 * the test's (`POST /scheduled-publishing/run { now }`), and only admins may run it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Api } from '../schema/api.ts'
import { createApi } from '../schema/api.ts'
import type { TestCms } from './test-cms.ts'
import { startTestCms } from './test-cms.ts'

let cms: TestCms
let admin: Api
const minute = 60_000

const run = (now: number) =>
  admin.post<{ published: number; unpublished: number; banner: number }>(
    '/scheduled-publishing/run',
    { now: new Date(now).toISOString() },
  )

const post = (id: number) =>
  admin.get<{ status: string; publish_at: string | null; unpublish_at: string | null }>(
    `/items/posts/${id}`,
    { fields: 'status,publish_at,unpublish_at' },
  )

beforeAll(async () => {
  cms = await startTestCms('scheduling-test')
  admin = cms.admin
}, 240_000)

afterAll(async () => {
  await cms?.stop()
}, 30_000)

describe('publishing on a date', () => {
  it('publishes a draft at its minute, once, and archives it at its end', async () => {
    const start = Date.now() + 10 * minute
    const { id } = await admin.post<{ id: number }>('/items/posts', {
      status: 'draft',
      publish_at: new Date(start).toISOString(),
      unpublish_at: new Date(start + 60 * minute).toISOString(),
      translations: [{ languages_code: 'en-US', slug: `spring-${start}`, title: 'Spring offer' }],
    })
    expect((await run(start - minute)).published).toBe(0)
    expect((await post(id)).status).toBe('draft')

    expect((await run(start + minute)).published).toBeGreaterThanOrEqual(1)
    expect(await post(id)).toMatchObject({ status: 'published', publish_at: null })
    // taken back by an editor: the past moment does not publish it again
    await admin.patch(`/items/posts/${id}`, { status: 'draft' })
    await run(start + 2 * minute)
    expect((await post(id)).status).toBe('draft')

    await admin.patch(`/items/posts/${id}`, { status: 'published' })
    expect((await run(start + 61 * minute)).unpublished).toBeGreaterThanOrEqual(1)
    expect(await post(id)).toMatchObject({ status: 'archived', unpublish_at: null })
    const gone = await admin.get<Array<{ code: string }>>('/items/redirects', {
      filter: { source: { _eq: `/en/blog/spring-${start}` } },
      fields: 'code',
    })
    expect(gone).toEqual([{ code: '410' }])
  })

  it('switches the promo banner on and off at its minutes', async () => {
    const start = Date.now() + 10 * minute
    await admin.patch('/items/global_settings', {
      banner_active: false,
      banner_publish_at: new Date(start).toISOString(),
      banner_unpublish_at: new Date(start + 30 * minute).toISOString(),
    })
    const banner = () =>
      admin.get<{ banner_active: boolean; banner_publish_at: string | null }>(
        '/items/global_settings',
        { fields: 'banner_active,banner_publish_at' },
      )
    expect((await run(start + minute)).banner).toBe(1)
    expect(await banner()).toEqual({ banner_active: true, banner_publish_at: null })
    expect((await run(start + 31 * minute)).banner).toBe(-1)
    expect((await banner()).banner_active).toBe(false)
    expect((await run(start + 32 * minute)).banner).toBe(0)
  })

  it('is run on a clock of one’s own by admins only', async () => {
    const reader = createApi(cms.url, cms.tokens.DIRECTUS_TOKEN)
    expect(await reader.status('POST', '/scheduled-publishing/run', {})).toBe(403)
    expect(await admin.status('POST', '/scheduled-publishing/run', { now: 'soon' })).toBe(400)
  })
})
