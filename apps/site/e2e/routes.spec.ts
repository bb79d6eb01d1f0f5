import { expect, test } from '@playwright/test'
import { formatDate } from '@lamella/i18n'
import { allLocales, brand, content, page, postsByDate } from './fixtures'

for (const { code, tag } of allLocales) {
  test.describe(`${code}: every route answers 200 with its CMS content`, () => {
    test('home', async ({ page: p }) => {
      const response = await p.goto(`/${code}`)
      expect(response?.status()).toBe(200)
      await expect(p.locator('html')).toHaveAttribute('lang', tag)
      const home = page('home')
      const headline = home.blocks.find((b) => b.collection === 'block_hero')?.t?.[tag].headline
      if (typeof headline === 'string') await expect(p.getByText(headline)).toBeVisible()
      await expect(p).toHaveTitle(`${home.seo.t[tag].title} - ${brand}`)
    })

    test('blog list and article', async ({ page: p }) => {
      const response = await p.goto(`/${code}/blog`)
      expect(response?.status()).toBe(200)
      const newest = postsByDate[0]!
      await expect(p.getByRole('link', { name: newest.t[tag].title })).toBeVisible()
      await expect(p.getByTestId('list-counter')).toContainText(String(content.posts.length))
      // the date as the server wrote it in the page's language, which hydration keeps
      const published = formatDate(code, newest.date_published)
      await expect(p.locator(`time[datetime="${newest.date_published}"]`).first()).toHaveText(
        published,
      )
      const article = await p.goto(`/${code}/blog/${newest.t[tag].slug}`)
      expect(article?.status()).toBe(200)
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(newest.t[tag].title)
      await expect(p.getByText(published, { exact: false }).first()).toBeVisible()
      await expect(p).toHaveTitle(`${newest.t[tag].title} - ${brand}`)
    })

    test('covers list and detail', async ({ page: p }) => {
      const response = await p.goto(`/${code}/covers`)
      expect(response?.status()).toBe(200)
      // Within the list: the colour swatches above it are links named like some covers.
      const list = p.getByTestId('collection-list')
      for (const cover of content.covers) {
        await expect(
          list.getByRole('link', { name: cover.t[tag].title, exact: true }),
        ).toBeVisible()
      }
      const cover = content.covers[0]!
      const detail = await p.goto(`/${code}/covers/${cover.t[tag].slug}`)
      expect(detail?.status()).toBe(200)
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(cover.t[tag].title)
    })

    test('projects list and detail', async ({ page: p }) => {
      const response = await p.goto(`/${code}/projects`)
      expect(response?.status()).toBe(200)
      await expect(p.getByTestId('collection-list').getByRole('listitem').first()).toBeVisible()
      await expect(p.getByTestId('list-counter')).toContainText(String(content.projects.length))
      const project = content.projects[0]!
      const detail = await p.goto(`/${code}/projects/${project.t[tag].slug}`)
      expect(detail?.status()).toBe(200)
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(project.t[tag].title)
    })

    test('terms and conditions', async ({ page: p }) => {
      const response = await p.goto(`/${code}/terms-and-conditions`)
      expect(response?.status()).toBe(200)
      await expect(p.getByRole('heading', { level: 1 })).toHaveText(page('terms').t[tag].title)
    })

    test('generic pages, including a nested slug', async ({ page: p }) => {
      for (const key of ['about', 'our-story']) {
        const { slug, title } = page(key).t[tag]
        const response = await p.goto(`/${code}/${slug}`)
        expect(response?.status(), slug).toBe(200)
        await expect(p.getByRole('heading', { level: 1 })).toHaveText(title)
      }
      expect(page('our-story').t[tag].slug).toContain('/')
    })

    test('sitemap.xml', async ({ request }) => {
      const response = await request.get(`/${code}/sitemap.xml`)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('application/xml')
      const xml = await response.text()
      expect(xml).toContain('<urlset')
      expect(xml).toContain(`/${code}/blog/${postsByDate[0]!.t[tag].slug}</loc>`)
      expect(xml).toContain(`/${code}/terms-and-conditions</loc>`)
      expect(xml).not.toContain(page('draft-preview').t[tag].slug)
    })
  })
}

test('the home page in the footer links to the terms page and navigation uses the language', async ({
  page: p,
}) => {
  await p.goto('/fr')
  await p
    .getByRole('contentinfo')
    .getByRole('link', { name: /conditions/i })
    .first()
    .click()
  await expect(p).toHaveURL(/\/fr\/terms-and-conditions$/)
})

test('load more grows the blog list', async ({ page: p }) => {
  await p.goto('/en/blog')
  const items = p.getByTestId('collection-list').getByRole('listitem')
  const before = await items.count()
  expect(before).toBeLessThan(content.posts.length)
  await p.getByRole('link', { name: /load more/i }).click()
  await expect(items).toHaveCount(Math.min(before * 2, content.posts.length))
})
