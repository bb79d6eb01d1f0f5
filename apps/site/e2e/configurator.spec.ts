import { localeCodes, type Locale } from '@lamella/i18n'
import { expect, test, type Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { content, messages, phone, tagOf } from './fixtures'
import { screenshotWholePage } from './whole-page'

/**
 * The configurator against the real CMS: the seeded pool lines, their ranges and stairs.
 * Its state is the URL, so every check reads the URL as well as the page.
 */

const [horizon, atrium] = content.pools
if (!horizon || !atrium) throw new Error('The seed has fewer than two pools')
const titleOf = (code: Locale, pool = horizon) => pool.t[tagOf(code)].title

test.describe.configure({ timeout: 60_000 })

const radio = (page: Page, name: string, exact = false) => page.getByRole('radio', { name, exact })
const next = (page: Page, code: Locale) =>
  page.getByRole('button', { name: messages[code].configurator.next })
const stepHeading = (page: Page, code: Locale, step: keyof typeof stepKeys) =>
  page.getByRole('heading', { level: 2, name: messages[code].configurator.steps[stepKeys[step]] })
const stepKeys = {
  pool: 'poolType',
  color: 'colour',
  dimensions: 'dimensions',
  stair: 'stair',
  quote: 'quote',
} as const

/**
 * An arrow key held as a hand holds it: Radix moves focus a tick after keydown and checks the
 * radio only while the key is still down, which an instant `press()` never is.
 */
async function arrow(page: Page, key: 'ArrowDown' | 'ArrowUp') {
  await page.keyboard.down(key)
  await page.waitForTimeout(50)
  await page.keyboard.up(key)
}

/**
 * React runs the configurator: its code arrives after the page's own, so a quiet network alone
 * does not say so on a busy machine, and a value typed before would be reset.
 */
async function hydrated(page: Page) {
  await expect(page.locator('section[data-hydrated]')).toBeAttached({ timeout: 15_000 })
}

/** axe runs inside the page: without JavaScript the same steps are checked in the JS walk. */
const checkA11y = (page: Page, js: boolean) => (js ? expectNoViolations(page) : Promise.resolve())

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name)

/** The top view on screen: on a phone's dimension step the one above the fields, else the aside's. */
const topView = (page: Page) => page.getByTestId('pool-top-view').filter({ visible: true })

async function walkToQuote(page: Page, code: Locale, { js }: { js: boolean }) {
  const t = messages[code].configurator
  await page.goto(`/${code}/configure`)
  if (js) await hydrated(page)
  await expect(stepHeading(page, code, 'pool')).toBeVisible()
  await checkA11y(page, js)
  await radio(page, titleOf(code)).check()
  await next(page, code).click()

  await expect(stepHeading(page, code, 'color')).toBeVisible()
  expect(param(page, 'step')).toBe('color')
  if (js) await hydrated(page)
  await checkA11y(page, js)
  await radio(page, messages[code].colors.volcano_grey, true).check()
  await next(page, code).click()

  await expect(stepHeading(page, code, 'dimensions')).toBeVisible()
  expect(param(page, 'color')).toBe('volcano_grey')
  await checkA11y(page, js)
  const decimal = code === 'en' ? '10.5' : '10,5'
  await page.getByLabel(t.fields.length).fill(decimal)
  await page.getByLabel(t.fields.width).fill('5')
  if (js) {
    // The top view follows the typing, in the visitor's number format.
    await expect(topView(page).locator('[data-part="measure-length"]')).toHaveText(
      new RegExp(`^${decimal.replace('.', '\\.')}\\s?m$`),
    )
  }
  await next(page, code).click()

  await expect(stepHeading(page, code, 'stair')).toBeVisible()
  expect(param(page, 'length')).toBe('10.5')
  if (js) await hydrated(page)
  await checkA11y(page, js)
  // Horizon offers lounge stairs only: a corner stair of another line is not among them.
  await expect(radio(page, messages[code].stairs.stair_classic)).toHaveCount(0)
  await radio(page, messages[code].stairs.stair_left_lounge).check()
  await next(page, code).click()

  await expect(stepHeading(page, code, 'quote')).toBeVisible()
  await checkA11y(page, js)
  const summary = page.getByTestId('configurator-summary')
  await expect(summary).toContainText(titleOf(code))
  await expect(summary).toContainText(messages[code].colors.volcano_grey)
  await expect(summary).toContainText(messages[code].stairs.stair_left_lounge)
  const quote = page.getByRole('link', { name: t.requestQuote })
  const href = await quote.getAttribute('href')
  const target = new URL(href ?? '', page.url())
  expect(target.pathname).toBe(`/${code}/quote`)
  expect([...target.searchParams.keys()]).toEqual(['pool', 'color', 'length', 'width', 'stair'])
  expect(Object.fromEntries(target.searchParams)).toMatchObject({
    color: 'volcano_grey',
    length: '10.5',
    width: '5',
    stair: 'stair_left_lounge',
  })
  await expect(topView(page)).toHaveAttribute('data-stair', 'stair_left_lounge')
}

test('switching language keeps the configuration and the step', async ({ page }) => {
  await page.goto('/en/configure?step=dimensions&pool=1&color=blue')
  const switcher = page
    .getByRole('banner')
    .getByRole('navigation', { name: messages.en.common.chooseLanguage })
  await switcher.getByRole('link', { name: 'fr', exact: true }).click()
  await expect(stepHeading(page, 'fr', 'dimensions')).toBeVisible()
  const url = new URL(page.url())
  expect(url.pathname).toBe('/fr/configure')
  expect(Object.fromEntries(url.searchParams)).toEqual({
    step: 'dimensions',
    pool: '1',
    color: 'blue',
  })
})

test.describe('with JavaScript', () => {
  for (const code of ['en', 'nl'] as const) {
    test(`walks every step to the quote link (${code})`, async ({ page }) => {
      await walkToQuote(page, code, { js: true })
    })
  }

  test('validates in the browser with the same rules before it navigates', async ({ page }) => {
    const t = messages.en
    await page.goto(`/en/configure?step=dimensions&pool=${1}&color=blue`)
    await expect(stepHeading(page, 'en', 'dimensions')).toBeVisible()
    await hydrated(page)
    await page.getByLabel(t.configurator.fields.length).fill('30')
    await next(page, 'en').click()
    await expect(page.getByText('Length must be between 8 and 14 m.').first()).toBeVisible()
    expect(param(page, 'step')).toBe('dimensions')
    expect(param(page, 'length')).toBeNull()
  })

  test('the back button walks the steps and a reload keeps every choice', async ({ page }) => {
    await walkToQuote(page, 'en', { js: true })
    await page.reload()
    await expect(stepHeading(page, 'en', 'quote')).toBeVisible()
    await expect(page.getByTestId('configurator-summary')).toContainText(
      messages.en.stairs.stair_left_lounge,
    )
    await page.goBack()
    await expect(stepHeading(page, 'en', 'stair')).toBeVisible()
    await page.goBack()
    // Going on replaced the step's entry with what was chosen on it, so back shows those choices.
    await expect(stepHeading(page, 'en', 'dimensions')).toBeVisible()
    await expect(page.getByLabel(messages.en.configurator.fields.length)).toHaveValue('10.5')
    await page.goBack()
    await expect(stepHeading(page, 'en', 'color')).toBeVisible()
    await page.goForward()
    await expect(stepHeading(page, 'en', 'dimensions')).toBeVisible()
  })

  test('works with the keyboard alone', async ({ page }) => {
    const t = messages.de
    await page.goto('/de/configure')
    await hydrated(page)
    // The pool cards are one tab stop; the arrows move and choose.
    await radio(page, titleOf('de')).focus()
    await arrow(page, 'ArrowDown')
    await expect(radio(page, titleOf('de', atrium))).toBeChecked()
    await expect(radio(page, titleOf('de', atrium))).toBeFocused()
    await arrow(page, 'ArrowUp')
    await expect(radio(page, titleOf('de'))).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(next(page, 'de')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(stepHeading(page, 'de', 'color')).toBeVisible()
    await hydrated(page)
    await radio(page, t.colors.blue, true).focus()
    await page.keyboard.press('Space')
    await expect(radio(page, t.colors.blue, true)).toBeChecked()
    // Focus follows the visual order: back on the left, then next.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: t.configurator.back })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(next(page, 'de')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(stepHeading(page, 'de', 'dimensions')).toBeVisible()
    expect(param(page, 'color')).toBe('blue')
    await page.getByLabel(t.configurator.fields.length).focus()
    await page.keyboard.press('Control+A')
    await page.keyboard.type('9')
    await page.keyboard.press('Enter')
    await expect(stepHeading(page, 'de', 'stair')).toBeVisible()
    expect(param(page, 'length')).toBe('9')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const code of ['fr', 'en'] as const) {
    test(`the same GET forms reach the quote link (${code})`, async ({ page }) => {
      await walkToQuote(page, code, { js: false })
    })
  }

  test('the server words what is missing, in the visitor’s language', async ({ page }) => {
    await page.goto('/nl/configure')
    await next(page, 'nl').click()
    await expect(stepHeading(page, 'nl', 'pool')).toBeVisible()
    await expect(page.getByText(messages.nl.validation.choiceRequired)).toBeVisible()
  })
})

test.describe('an invalid or stale URL lands on the first step to fix, with its message', () => {
  const valid = { pool: '1', color: 'blue', length: '10', width: '4', stair: 'wide_lounge' }
  const url = (code: Locale, changes: Record<string, string>) =>
    `/${code}/configure?${new URLSearchParams({ step: 'quote', ...valid, ...changes })}`

  test('an unknown pool', async ({ page }) => {
    await page.goto(url('en', { pool: '999' }))
    await expect(stepHeading(page, 'en', 'pool')).toBeVisible()
    await expect(page.getByText(messages.en.validation.choiceRequired)).toBeVisible()
  })

  test('a length out of the line’s range, in French', async ({ page }) => {
    await page.goto(url('fr', { length: '30' }))
    await expect(stepHeading(page, 'fr', 'dimensions')).toBeVisible()
    await expect(page.getByText('Longueur : indiquez une valeur entre 8 et 14 m.')).toBeVisible()
    await expectNoViolations(page)
  })

  test('a stair the line does not allow', async ({ page }) => {
    await page.goto(url('en', { stair: 'stair_classic' }))
    await expect(stepHeading(page, 'en', 'stair')).toBeVisible()
    await expect(page.getByText(messages.en.validation.choiceRequired)).toBeVisible()
  })
})

test.describe('the top view', () => {
  /** Every measure's label lies inside the drawing, as the browser lays the text out. */
  async function labelsInside(page: Page) {
    return page.getByTestId('pool-top-view').evaluateAll((views) =>
      views
        .filter((view) => view.getBoundingClientRect().width > 0)
        .flatMap((view) => {
          const svg = view as SVGSVGElement
          const { width, height } = svg.viewBox.baseVal
          return [...svg.querySelectorAll('text')].map((text) => {
            const box = text.getBBox()
            return {
              label: text.textContent,
              inside:
                box.x >= 0 &&
                box.y >= 0 &&
                box.x + box.width <= width &&
                box.y + box.height <= height,
            }
          })
        }),
    )
  }

  for (const code of ['nl', 'de', 'fr'] as const) {
    test(`shows both measures whole at the line’s largest size (${code})`, async ({ page }) => {
      await page.goto(`/${code}/configure?step=dimensions&pool=1&color=blue`)
      await hydrated(page)
      const t = messages[code].configurator.fields
      await page.getByLabel(t.length, { exact: true }).fill('14')
      await page.getByLabel(t.width, { exact: true }).fill('5,75')
      const labels = await labelsInside(page)
      expect(labels.map(({ label }) => label?.replace(/\s/g, ' '))).toEqual(['14 m', '5,75 m'])
      expect(labels.every(({ inside }) => inside)).toBe(true)
    })
  }

  test('stays in sight above the fields while a phone’s keyboard is open', async ({ page }) => {
    // What is left of a phone's screen above its keyboard.
    await page.setViewportSize({ width: phone.width, height: 480 })
    await page.goto('/nl/configure?step=dimensions&pool=1&color=blue')
    await hydrated(page)
    const width = page.getByLabel(messages.nl.configurator.fields.width, { exact: true })
    await width.fill('')
    await width.pressSequentially('99')
    await width.evaluate((field) => field.scrollIntoView({ block: 'end' }))
    const view = topView(page)
    await expect(view).toHaveCount(1)
    await expect(view).toBeInViewport({ ratio: 1 })
    // 99 stays in the field; the drawing stops at the line's widest, and the field says why.
    await expect(view.locator('[data-part="measure-width"]')).toHaveText(/^6\sm$/)
    await expect(width).toHaveValue('99')
    await expect(page.getByText('Breedte moet tussen 3,5 en 6 m liggen.')).toBeVisible()
  })
})

test.describe('looks right at phone and desktop width', () => {
  const steps = [
    'step=pool',
    'step=color&pool=1',
    'step=dimensions&pool=1&color=transparent_blue',
    'step=stair&pool=1&color=transparent_blue&length=12&width=5',
    'step=quote&pool=1&color=transparent_blue&length=12&width=5&stair=stair_both_lounge',
  ]
  // Without JavaScript the colour and dimension steps draw their own controls.
  const withoutJs = steps.slice(1, 3)
  for (const js of [true, false]) {
    for (const [name, viewport] of [
      ['phone', phone],
      ['desktop', { width: 1280, height: 900 }],
    ] as const) {
      test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
        test.use({ javaScriptEnabled: js })
        test(`every step at ${name} width, in every language`, async ({ page }, testInfo) => {
          test.setTimeout(120_000)
          await page.setViewportSize(viewport)
          for (const code of localeCodes) {
            for (const search of js ? steps : withoutJs) {
              await page.goto(`/${code}/configure?${search}`)
              if (js) await hydrated(page)
              // Nothing wider than the screen: the top view and the cards fit.
              const overflow = await page.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
              )
              expect(overflow, `${code} ${search}`).toBeLessThanOrEqual(0)
              // Nothing wider than its own card or swatch either: long colour names wrap.
              const cramped = await page
                .locator('form label, form [data-slot="swatch"], form [data-slot="choice-card"]')
                .evaluateAll((choices) =>
                  choices
                    .filter((choice) => choice.scrollWidth > choice.clientWidth + 1)
                    .map((choice) => choice.textContent),
                )
              expect(cramped, `${code} ${search}`).toEqual([])
              if (code === 'en' || code === 'nl') {
                // the pictures and what the page prefetches are in: a screenshot of a page at rest
                await page.waitForLoadState('networkidle')
                await screenshotWholePage(
                  page,
                  testInfo.outputPath(`${code}-${name}-${search.split('&')[0]}.png`),
                )
              }
            }
          }
        })
      })
    }
  }
})
