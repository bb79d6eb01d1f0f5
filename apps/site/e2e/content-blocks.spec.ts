import { expectNoViolations } from './axe'
import { faqCategories } from '@lamella/cms-server/content'
import type { BlockSeed } from '@lamella/cms-server/content'
import type { Locale } from '@lamella/i18n'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { openHydrated } from './hydrated'
import { FAQPage } from '../app/shared/seo/structured-data.schema'
import { messages, page as seeded, pagePath, tagOf } from './fixtures'

/**
 * The content blocks of the inner pages against the seeded CMS: the about page's image collection
 * and its lightbox, our story's vertical slider, the pool guide's navigation and FAQ block, and
 * the FAQ screen, each operated by keyboard and checked with axe.
 */

const codes: Locale[] = ['en', 'fr']

/** An i18next message with its `{{placeholders}}` filled in. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{(\w+)}}/g, (_, key: string) => String(values[key]))

function block(pageKey: string, collection: string): BlockSeed {
  const found = seeded(pageKey).blocks.find((b) => b.collection === collection)
  if (!found) throw new Error(`${pageKey} has no ${collection}`)
  return found
}
const text = (seed: BlockSeed, code: Locale, field: string) =>
  String(seed.t?.[tagOf(code)]?.[field] ?? '')
const rows = (seed: BlockSeed, field: string) => seed[field] as BlockSeed[]

const questionsIn = (code: Locale) =>
  faqCategories.flatMap((category) => category.items.map((item) => item.t[tagOf(code)].question))
/** Each answer as a visitor reads it: the seed's HTML without its tags. */
const answersIn = (code: Locale) =>
  faqCategories.flatMap((category) =>
    category.items.map((item) => item.t[tagOf(code)].answer.replace(/<[^>]+>/g, '')),
  )
const emptyCategory = faqCategories.find((category) => category.items.length === 0)!

/**
 * A FAQ question: its trigger (the `<summary>` that holds the question's heading), the disclosure
 * around it (`open` while the answer shows) and its answer (a region named by the question).
 */
function faqQuestion(scope: Page | Locator, name: string) {
  // `has` matches its locator inside each summary, so that one starts from the page, not `scope`
  const page = 'goto' in scope ? scope : scope.page()
  const trigger = scope
    .locator('summary')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
  return {
    trigger,
    item: trigger.locator('xpath=..'),
    answer: scope.getByRole('region', { name, exact: true }),
  }
}

for (const code of codes) {
  const t = messages[code]

  test.describe(`content blocks in ${code}`, () => {
    test('about: the image collection opens by keyboard and gives focus back', async ({ page }) => {
      const gallery = block('about', 'block_image_collection')
      const total = rows(gallery, 'images').length
      await openHydrated(page, pagePath(seeded('about'), code))
      const region = page.getByRole('region', { name: text(gallery, code, 'heading') })
      const pictures = region.getByRole('button', {
        name: new RegExp(`^${fill(t.contentBlocks.imageCollection.open, { caption: '' })}`),
      })
      await expect(pictures).toHaveCount(total)
      // each picture is captioned in this language, from its row's translation in the CMS
      const captions = rows(gallery, 'images').map((row) => text(row, code, 'caption'))
      expect(new Set(captions).size).toBe(total)
      await expect(region.locator('figcaption')).toHaveText(captions)
      await expect(pictures.nth(1)).toHaveAccessibleName(
        fill(t.contentBlocks.imageCollection.open, { caption: captions[1]! }),
      )
      // the page leads on to its sub-page, in this language
      await expect(
        page.locator(`main a[href="${pagePath(seeded('our-story'), code)}"]`),
      ).toHaveCount(1)
      await expectNoViolations(page)

      const second = pictures.nth(1)
      await second.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog')
      const position = (current: number) =>
        fill(t.contentBlocks.imageCollection.position, { current, total })
      await expect(dialog).toContainText(position(2))
      await expect(dialog).toHaveAccessibleName(captions[1]!)
      await page.keyboard.press('ArrowRight')
      await expect(dialog).toContainText(position(3))
      await dialog.getByRole('button', { name: t.contentBlocks.imageCollection.previous }).click()
      await expect(dialog).toContainText(position(2))
      await expectNoViolations(page)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(second).toBeFocused()
    })

    test('our story: the vertical slider moves by buttons and arrow keys', async ({ page }) => {
      const slider = block('our-story', 'block_vertical_slider')
      const slides = rows(slider, 'slides')
      const position = (current: number) =>
        fill(t.contentBlocks.verticalSlider.position, { current, total: slides.length })
      await openHydrated(page, pagePath(seeded('our-story'), code))
      const heading = text(slider, code, 'heading')
      const track = page.getByRole('list', { name: heading })
      for (const slide of slides) {
        await expect(
          track.getByRole('heading', { name: String(slide.t?.[tagOf(code)]?.title) }),
        ).toBeAttached()
      }
      // each picture is described in this language, by its slide's alternative text
      await expect(track.locator('img')).toHaveCount(slides.length)
      expect(
        await track
          .locator('img')
          .evaluateAll((images) => images.map((img) => img.getAttribute('alt'))),
      ).toEqual(slides.map((slide) => text(slide, code, 'image_alt')))
      await expectNoViolations(page)
      const status = page.getByRole('region', { name: heading }).locator('[aria-live]')
      await expect(status).toHaveText(new RegExp(position(1)))
      await page.getByRole('button', { name: t.contentBlocks.verticalSlider.next }).click()
      await expect(status).toHaveText(new RegExp(position(2)))
      await track.focus()
      await page.keyboard.press('ArrowDown')
      await expect(status).toHaveText(new RegExp(position(3)))
      await expect.poll(() => track.evaluate((el) => el.scrollTop)).toBeGreaterThan(0)
      await page.keyboard.press('Home')
      await expect(status).toHaveText(new RegExp(position(1)))
      await expect.poll(() => track.evaluate((el) => el.scrollTop)).toBe(0)
    })

    test('the pool guide: four topics that lead to their pages, and the FAQ block', async ({
      page,
      request,
    }) => {
      const navigation = block('pool-guide', 'block_pool_navigation')
      await openHydrated(page, pagePath(seeded('pool-guide'), code))
      const nav = page.getByRole('navigation', { name: text(navigation, code, 'heading') })
      const topics = ['construction', 'controls', 'energy-saving', 'safety'].map((topic) =>
        pagePath(seeded(`pool-guide-${topic}`), code),
      )
      const links = nav.getByRole('link')
      await expect(links).toHaveCount(4)
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(topics)
      for (const path of topics) expect((await request.get(path)).status(), path).toBe(200)

      const faq = block('pool-guide', 'block_faq')
      const region = page.getByRole('region', { name: text(faq, code, 'heading') })
      const first = faqCategories[0]!.items[0]!.t[tagOf(code)]
      const question = faqQuestion(region, first.question)
      await question.trigger.focus()
      await page.keyboard.press('Enter')
      await expect(question.item).toHaveAttribute('open')
      await expect(question.answer).toBeVisible()
      const empty = region.getByRole('region', { name: emptyCategory.t[tagOf(code)].title })
      await expect(empty.getByRole('status')).toHaveText(t.faq.emptyCategory)
      await expectNoViolations(page)
    })

    test('the FAQ screen: every category, its questions, FAQPage JSON-LD', async ({ page }) => {
      await openHydrated(page, `/${code}/faq`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.faq.title)
      for (const category of faqCategories) {
        await expect(
          page.getByRole('heading', { level: 2, name: category.t[tagOf(code)].title }),
        ).toBeVisible()
      }
      const scripts = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '') as unknown))
      const data = FAQPage.parse(
        scripts.find((s) => (s as { '@type'?: string })['@type'] === 'FAQPage'),
      )
      expect(data.mainEntity.map((q) => q.name)).toEqual(questionsIn(code))
      // Every answer starts closed and opens on its own from the keyboard, Enter and Space alike.
      const answers = answersIn(code)
      for (const [index, name] of questionsIn(code).entries()) {
        const { trigger, item, answer } = faqQuestion(page, name)
        await expect(item).not.toHaveAttribute('open')
        await expect(answer).toBeHidden()
        await trigger.focus()
        await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space')
        await expect(item).toHaveAttribute('open')
        await expect(answer).toBeVisible()
        await expect(answer).toHaveText(answers[index]!)
      }
      // and closes again from the keyboard, the others staying open
      const [firstQuestion, secondQuestion] = questionsIn(code)
      await faqQuestion(page, firstQuestion!).trigger.focus()
      await page.keyboard.press('Enter')
      await expect(faqQuestion(page, firstQuestion!).answer).toBeHidden()
      await expect(faqQuestion(page, secondQuestion!).answer).toBeVisible()
      await expect(page.getByText(t.faq.emptyCategory)).toBeVisible()
      await expectNoViolations(page)
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const code of codes) {
    test(`every block's content is in the server HTML (${code})`, async ({ page }) => {
      const tag = tagOf(code)
      await page.goto(pagePath(seeded('our-story'), code))
      for (const slide of rows(block('our-story', 'block_vertical_slider'), 'slides')) {
        const title = String(slide.t?.[tag]?.title)
        await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible()
      }
      await page.goto(pagePath(seeded('about'), code))
      const images = rows(block('about', 'block_image_collection'), 'images').length
      await expect(page.locator('[data-block="image-collection"] img')).toHaveCount(images)
      await page.goto(pagePath(seeded('pool-guide'), code))
      await expect(page.locator('[data-block="pool-navigation"] a')).toHaveCount(4)
      await expect(page.locator('[data-block="faq"]')).toContainText(questionsIn(code)[0]!)
      await page.goto(`/${code}/faq`)
      // Every question opens without JavaScript too: the browser's own disclosure.
      const answers = answersIn(code)
      for (const [index, name] of questionsIn(code).entries()) {
        const { trigger, answer } = faqQuestion(page, name)
        await expect(trigger).toBeVisible()
        await expect(answer).toBeHidden()
        await (index % 2 === 0 ? trigger.click() : trigger.press('Enter'))
        await expect(answer).toBeVisible()
        await expect(answer).toHaveText(answers[index]!)
      }
    })
  }
})
