import { expectNoViolations } from './axe'
import { expect, test } from '@playwright/test'
import { openHydrated } from './hydrated'
import type { Lang } from '@lamella/cms-server/content'
import { content, messages, page as seededPage, phone } from './fixtures'

/**
 * The home page's blocks against the real CMS, with the seeded content, in English and Dutch:
 * what each shows, the carousel by keyboard, the counters without JavaScript and motion that
 * stops for visitors who prefer reduced motion.
 */
const home = seededPage('home')
const blocks = (collection: string) =>
  home.blocks.filter((block) => block.collection === collection)
const only = (collection: string) => blocks(collection)[0]!
const text = (block: { t?: Record<Lang, Record<string, unknown>> }, tag: Lang, field: string) =>
  String(block.t?.[tag]?.[field])

const latestProjects = [...content.projects]
  .sort((a, b) => b.date_completed.localeCompare(a.date_completed))
  .slice(0, 3)

for (const { code, tag } of [
  { code: 'en', tag: 'en-US' },
  { code: 'nl', tag: 'nl-BE' },
] as const) {
  const t = messages[code]

  test.describe(`/${code}: the home page's blocks`, () => {
    test('show the seeded content of every block', async ({ page }) => {
      await page.goto(`/${code}`)
      const heroes = blocks('block_hero')
      for (const hero of heroes) {
        await expect(page.getByText(text(hero, tag, 'headline'), { exact: true })).toBeVisible()
      }
      await expect(page.locator('[data-block=hero]')).toHaveCount(heroes.length)
      for (const variant of ['image', 'split', 'video']) {
        await expect(page.locator(`[data-block=hero][data-variant=${variant}] img`)).toHaveCount(1)
      }
      // The seed has no video file: the video hero is its poster alone.
      await expect(page.locator('[data-variant=video] video')).toHaveCount(0)

      const anyTime = only('block_at_any_time')
      await expect(page.getByText(text(anyTime, tag, 'statement'))).toBeVisible()
      await expect(
        page.getByRole('link', { name: text(anyTime, tag, 'link_label') }),
      ).toHaveAttribute('href', `/${code}/covers`)

      const animation = only('block_pool_animation')
      const pool = page.locator('[data-block=pool-animation]')
      await expect(
        pool.getByRole('heading', { name: text(animation, tag, 'heading') }),
      ).toBeVisible()
      await expect(pool.getByRole('img')).toHaveAccessibleName(
        new RegExp(t.colors.volcano_grey, 'i'),
      )

      const stats = only('block_project_stats')
      const figures = page.locator('[data-block=project-stats]')
      await expect(figures.getByRole('heading')).toHaveText(text(stats, tag, 'heading'))
      await expect(figures.locator('dt')).toHaveText(
        (stats.figures as Array<{ t: Record<Lang, { label: string }> }>).map((f) => f.t[tag].label),
      )

      const quotes = only('block_quote_carousel')
      const carousel = page.getByRole('region', { name: text(quotes, tag, 'heading') })
      await expect(carousel).toHaveAttribute('aria-roledescription', t.quoteCarousel.carousel)
      const seededQuotes = quotes.quotes as Array<{
        name: string
        t: Record<Lang, { quote: string }>
      }>
      await expect(carousel.getByRole('group', { includeHidden: true })).toHaveCount(
        seededQuotes.length,
      )

      const inspired = only('block_get_inspired')
      const teaser = page.locator('[data-block=get-inspired]')
      await expect(teaser.getByRole('heading', { level: 2 })).toHaveText(
        text(inspired, tag, 'heading'),
      )
      await expect(teaser.getByRole('heading', { level: 3 })).toHaveText(
        latestProjects.map((project) => project.t[tag].title),
      )
      for (const project of latestProjects) {
        await expect(teaser.getByRole('link', { name: project.t[tag].title })).toHaveAttribute(
          'href',
          `/${code}/projects/${project.t[tag].slug}`,
        )
      }
      await expect(
        teaser.getByRole('link', { name: text(inspired, tag, 'link_label') }),
      ).toHaveAttribute('href', `/${code}/projects`)
    })

    test('the quote carousel turns by keyboard and reads out one quote at a time', async ({
      page,
    }) => {
      await openHydrated(page, `/${code}`)
      const quotes = only('block_quote_carousel')
      const seededQuotes = quotes.quotes as Array<{
        name: string
        t: Record<Lang, { quote: string }>
      }>
      const carousel = page.getByRole('region', { name: text(quotes, tag, 'heading') })
      const slides = carousel
        .locator('[aria-roledescription]')
        .filter({ has: page.locator('figure') })
      await expect(slides.first()).toHaveAttribute(
        'aria-label',
        t.quoteCarousel.position
          .replace('{{current}}', '1')
          .replace('{{total}}', String(seededQuotes.length)),
      )
      const next = carousel.getByRole('button', { name: t.common.nextSlide })
      await expect(next).toBeEnabled()
      await next.focus()
      await page.keyboard.press('Enter')
      await expect(slides.nth(1)).not.toHaveAttribute('inert')
      await expect(slides.nth(0)).toHaveAttribute('inert')
      await page.keyboard.press('ArrowRight')
      await expect(slides.nth(2)).not.toHaveAttribute('inert')
      await expect(slides.nth(2)).toContainText(seededQuotes[2]!.t[tag].quote)
      await expect(slides.nth(2)).toBeInViewport()
      await page.keyboard.press('ArrowLeft')
      await expect(slides.nth(1)).not.toHaveAttribute('inert')
    })

    test('the pool animation plays and pauses', async ({ page }) => {
      await openHydrated(page, `/${code}`)
      const pool = page.locator('[data-block=pool-animation]')
      const cover = pool.locator('[data-slot=pool-cover]')
      await expect(cover).toHaveCSS('animation-name', 'lamella-pool-cover')
      await pool.getByRole('button', { name: t.poolAnimation.pause }).click()
      await expect(cover).toHaveCSS('animation-play-state', 'paused')
      await pool.getByRole('button', { name: t.poolAnimation.play }).click()
      await expect(cover).toHaveCSS('animation-play-state', 'running')
    })

    test('nothing moves for visitors who prefer reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await openHydrated(page, `/${code}`)
      const pool = page.locator('[data-block=pool-animation]')
      await expect(pool.locator('[data-slot=pool-cover]')).toHaveCSS('animation-name', 'none')
      await expect(pool.getByRole('button')).toHaveCount(0)
      const stats = page.locator('[data-block=project-stats]')
      await stats.scrollIntoViewIfNeeded()
      const values = await stats.locator('[data-slot=counter]').allTextContents()
      const expected = stats.locator('.sr-only')
      await expect(expected).toHaveText(values)
      await expectNoViolations(page)
    })

    test('has no axe violations, on a phone too', async ({ page }) => {
      await page.goto(`/${code}`)
      await expectNoViolations(page)
      await page.setViewportSize(phone)
      await page.reload()
      await expectNoViolations(page)
    })
  })

  test.describe(`/${code}: without JavaScript`, () => {
    test.use({ javaScriptEnabled: false })

    test('the counters show their final numbers, as the language writes them', async ({ page }) => {
      await page.goto(`/${code}`)
      const stats = only('block_project_stats')
      const format = new Intl.NumberFormat(tag)
      const numbers = (stats.figures as Array<{ value: number; suffix?: string }>).map((figure) =>
        format.format(figure.value),
      )
      await expect(page.locator('[data-block=project-stats] [data-slot=counter]')).toHaveText(
        numbers,
      )
      expect(numbers[0]).toBe(code === 'en' ? '1,200' : '1.200')
    })
  })
}
