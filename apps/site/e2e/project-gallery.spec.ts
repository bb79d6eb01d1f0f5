import { expectNoViolations } from './axe'
import type { Locale } from '@lamella/i18n'
import { expect, test } from '@playwright/test'
import { openHydrated } from './hydrated'
import { content, itemPath, messages, tagOf } from './fixtures'

/** The project detail's gallery against the real CMS: pictures, lightbox, no gallery. */

const codes: Locale[] = ['en', 'nl']
const withGallery = content.projects.find((project) => project.gallery.length >= 4)!
const withoutGallery = content.projects.find((project) => project.gallery.length === 0)!

/** An i18next message with its `{{placeholders}}` filled in. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))

/** The gallery's captions in a language, as seeded on its rows. */
const captionsIn = (code: Locale) => withGallery.gallery.map((row) => row.t[tagOf(code)].caption)

test.describe.configure({ timeout: 60_000 })

for (const code of codes) {
  const t = messages[code]

  test.describe(`project gallery in ${code}`, () => {
    test('shows the project’s pictures in order, and the lightbox opens by keyboard', async ({
      page,
    }) => {
      await openHydrated(page, itemPath(withGallery, code))
      const gallery = page.getByRole('region', { name: t.projects.gallery })
      await expect(gallery.getByRole('heading', { level: 2 })).toHaveText(t.projects.gallery)
      const titles = captionsIn(code)
      // each picture is captioned in this language, from its row's translation, in order
      await expect(gallery.locator('figcaption')).toHaveText(titles)
      const pictures = gallery.getByRole('button', {
        name: new RegExp(`^${fill(t.contentBlocks.imageCollection.open, { caption: '' })}`),
      })
      await expect(pictures).toHaveCount(titles.length)
      await expect(pictures.nth(1)).toHaveAccessibleName(
        fill(t.contentBlocks.imageCollection.open, { caption: titles[1]! }),
      )
      const images = gallery.locator('img')
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute('loading', 'lazy')
        await expect(image).toHaveAttribute('width', /^\d+$/)
        await expect(image).toHaveAttribute('height', /^\d+$/)
      }
      // each picture is served by the media route
      const response = await page.request.get((await images.first().getAttribute('src'))!)
      expect(response.ok()).toBe(true)

      const second = pictures.nth(1)
      await second.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: titles[1] })
      await expect(dialog).toContainText(
        fill(t.contentBlocks.imageCollection.position, { current: 2, total: titles.length }),
      )
      await expectNoViolations(page)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(second).toBeFocused()
    })

    test('the pictures and their captions are in the server HTML', async ({ request }) => {
      const html = await (await request.get(itemPath(withGallery, code))).text()
      expect(html).toContain(`>${t.projects.gallery}</h2>`)
      for (const caption of captionsIn(code)) expect(html).toContain(`>${caption}</figcaption>`)
    })

    test('a project without pictures has no gallery section', async ({ page }) => {
      await openHydrated(page, itemPath(withoutGallery, code))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText(t.projects.gallery)).toHaveCount(0)
      await expect(page.locator('[data-project-gallery]')).toHaveCount(0)
    })
  })
}
