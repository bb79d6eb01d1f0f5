import { expect, test } from '@playwright/test'
import { cmsUrl } from './fixtures'
import { adminOf } from './quote-helpers'
import { e2eCmsDataDir } from './stack-env'

// Publishing on a date, on the real stack: the CMS's own schedule publishes the post, and the
// publish flow's purge brings it to the site, with no editor and no test clock. The e2e stack
// runs the schedule every ten seconds; a stack on the default (every minute) passes too.
test.describe.configure({ timeout: 210_000 })

test('a post set to publish 20 seconds ahead appears on its own', async ({ request }) => {
  const admin = await adminOf(cmsUrl, e2eCmsDataDir)
  const slug = `spring-${Date.now().toString(36)}`
  const { id } = await admin.post<{ id: number }>('/items/posts', {
    status: 'draft',
    publish_at: new Date(Date.now() + 20_000).toISOString(),
    translations: [{ languages_code: 'en-US', slug, title: 'A spring offer' }],
  })
  try {
    // a draft is no page yet, and an answer the page cache may keep
    expect((await request.get(`/en/blog/${slug}`)).status()).toBe(404)
    await expect
      .poll(async () => (await request.get(`/en/blog/${slug}`)).status(), {
        timeout: 180_000,
        intervals: [2_000],
      })
      .toBe(200)
    const stored = await admin.get<{ status: string; publish_at: string | null }>(
      `/items/posts/${id}?fields=status,publish_at`,
    )
    expect(stored).toEqual({ status: 'published', publish_at: null })
  } finally {
    await admin.delete(`/items/posts/${id}`)
  }
})
