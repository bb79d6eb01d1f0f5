import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createCmsClient } from '../client.server.ts'
import { directusQuery, startStubServer } from '../testing/stub-server.ts'
import type { StubServer } from '../testing/stub-server.ts'
import { getSchedule } from './schedule.server.ts'

let server: StubServer
const preview = () => createCmsClient({ url: server.url, token: 't', drafts: true })

beforeAll(async () => {
  server = await startStubServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
})

describe('getSchedule', () => {
  it('reads the two moments of one item in the preview', async () => {
    server.setHandler(() => ({
      body: { data: [{ publish_at: '2027-03-20T08:00:00.000Z', unpublish_at: null }] },
    }))
    const schedule = await getSchedule(preview(), 'posts', 7)
    expect(schedule).toEqual({ publishAt: '2027-03-20T08:00:00.000Z', unpublishAt: null })
    const request = server.requests[0]!
    expect(request.url.pathname).toBe('/items/posts')
    expect(directusQuery(request).filter).toEqual({ id: { _eq: 7 } })
  })

  it('answers null for an item without moments, and for an unreadable one', async () => {
    server.setHandler(() => ({ body: { data: [{ publish_at: null, unpublish_at: 'soon' }] } }))
    expect(await getSchedule(preview(), 'pages', 1)).toBeNull()
  })

  it('never asks outside the preview', async () => {
    const published = createCmsClient({ url: server.url, token: 't', cacheTtlMs: 0 })
    expect(await getSchedule(published, 'pages', 1)).toBeNull()
    expect(server.requests).toHaveLength(0)
  })
})
