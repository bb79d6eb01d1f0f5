import { expectNoViolations } from './axe'
import { expect, test, type Page } from '@playwright/test'
import {
  content,
  itemPath,
  messages,
  page as seededPage,
  pagePath,
  postsByDate,
  tagOf,
} from './fixtures'
import type { Locale } from '@lamella/i18n'

/** The catalogue screens against the real CMS: pools, covers, projects and the blog. */

const { pools, covers, projects, posts } = content
const byDate = [...projects].sort((a, b) => b.date_completed.localeCompare(a.date_completed))
const titleIn = (item: { t: Record<string, { title: string }> }, code: Locale) =>
  item.t[tagOf(code)]!.title
const countOf = (test: (p: (typeof projects)[number]) => boolean) => projects.filter(test).length
// Intl may separate a number and its unit with a no-break space.
const spaced = (text: string) => new RegExp(text.replace(/ /g, '[\\s\\u00a0]'))

// Cold image transforms (AVIF is slow to encode) belong to the media route, not to these checks:
// the page is ready for them once its HTML is parsed.
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' })

/** The filters drop their submit button once React runs the page: hydration is done. */
async function hydrated(page: Page) {
  await expect(page.getByTestId('project-filters').getByRole('button')).toHaveCount(0)
}

test.describe.configure({ timeout: 60_000 })

const counter = (page: Page) => page.locator('[data-slot="load-more-counter"]')
const cards = (page: Page) => page.getByTestId('collection-list').locator(':scope > li')
const filters = (page: Page) => page.getByTestId('project-filters')
const chip = (page: Page, group: string, name: string | RegExp) =>
  filters(page).getByRole('group', { name: group }).getByRole('radio', { name })
/** The visible chip of a filter value: its label (the radio itself is visually hidden). */
const chipLabel = (page: Page, group: string, name: string | RegExp) =>
  filters(page)
    .getByRole('group', { name: group })
    .locator('label')
    .filter({ has: page.getByRole('radio', { name }) })

test.describe('every template in the server HTML, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const code of ['nl', 'de'] as const) {
    const home = seededPage('home').blocks.find((b) => b.collection === 'block_hero')
    const checks: { name: string; path: string; texts: string[] }[] = [
      { name: 'home', path: `/${code}`, texts: [String(home?.t?.[tagOf(code)]?.headline)] },
      {
        name: 'page',
        path: pagePath(seededPage('about'), code),
        texts: [titleIn(seededPage('about'), code)],
      },
      {
        name: 'terms',
        path: pagePath(seededPage('terms'), code),
        texts: [titleIn(seededPage('terms'), code)],
      },
      {
        name: 'blog index',
        path: `/${code}/blog`,
        texts: [messages[code].blog.title, titleIn(postsByDate[0]!, code)],
      },
      {
        name: 'blog article',
        path: itemPath(posts[0]!, code),
        texts: [titleIn(posts[0]!, code), posts[0]!.t[tagOf(code)]!.summary],
      },
      {
        name: 'covers index',
        path: `/${code}/covers`,
        texts: covers.map((cover) => titleIn(cover, code)),
      },
      {
        name: 'cover detail',
        path: itemPath(covers[0]!, code),
        texts: [titleIn(covers[0]!, code), covers[0]!.t[tagOf(code)]!.summary],
      },
      {
        name: 'pools index',
        path: `/${code}/pools`,
        texts: pools.map((pool) => titleIn(pool, code)),
      },
      {
        name: 'pool detail',
        path: itemPath(pools[0]!, code),
        texts: [titleIn(pools[0]!, code), messages[code].pools.specifications],
      },
      {
        name: 'projects index',
        path: `/${code}/projects`,
        texts: byDate.slice(0, 9).map((project) => titleIn(project, code)),
      },
      {
        name: 'project detail',
        path: itemPath(projects[0]!, code),
        texts: [titleIn(projects[0]!, code), projects[0]!.t[tagOf(code)]!.summary],
      },
    ]
    for (const { name, path, texts } of checks) {
      test(`${name} (${code}) has its seeded content in the HTML`, async ({ page }) => {
        const response = await open(page, path)
        expect(response?.status()).toBe(200)
        for (const text of texts) {
          await expect(page.getByRole('main').getByText(text).first()).toBeVisible()
        }
      })
    }
  }
})

test.describe('pools', () => {
  test('the list shows every pool with its key figures, in each language', async ({ page }) => {
    for (const code of ['nl', 'en'] as const) {
      await open(page, `/${code}/pools`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[code].pools.title)
      await expect(cards(page)).toHaveCount(pools.length)
      for (const pool of pools) {
        const card = cards(page).filter({ hasText: titleIn(pool, code) })
        await expect(card.getByRole('link', { name: titleIn(pool, code) })).toBeVisible()
        await expect(card.getByTestId('key-figures')).toContainText(
          spaced(`${pool.volume.toLocaleString(tagOf(code))} m³`),
        )
      }
    }
  })

  test('the detail has a specifications table in the units people use', async ({ page }) => {
    const pool = pools[0]!
    await open(page, itemPath(pool, 'nl'))
    const table = page.getByRole('table', { name: messages.nl.pools.specifications })
    await expect(table).toBeVisible()
    const row = (label: string) => table.getByRole('row', { name: label })
    await expect(row(messages.nl.pools.depth).getByRole('cell')).toHaveText(
      spaced(`${pool.depth.toLocaleString('nl-BE')} m`),
    )
    await expect(row(messages.nl.pools.width).getByRole('cell')).toHaveText(
      spaced(`${pool.width.toLocaleString('nl-BE')} m`),
    )
    await expect(row(messages.nl.pools.volume).getByRole('cell')).toHaveText(
      spaced(`${pool.volume.toLocaleString('nl-BE')} m³`),
    )
    await expect(row(messages.nl.pools.stairs).getByRole('cell')).toHaveText(
      messages.nl.stairs[pool.stairs],
    )
    await expect(row(messages.nl.pools.safetyRim).getByRole('cell')).toHaveText(
      pool.safety_rim ? messages.nl.common.yes : messages.nl.common.no,
    )
    await expect(row(messages.nl.pools.standingLedge).getByRole('cell')).toHaveText(
      pool.standing_ledge ? messages.nl.common.yes : messages.nl.common.no,
    )
    // Row headers: each value is announced with its label.
    await expect(table.getByRole('rowheader')).toHaveCount(8)
  })

  test('axe finds no violation on the pools list and a pool', async ({ page }) => {
    await open(page, '/fr/pools')
    await expectNoViolations(page)
    await open(page, itemPath(pools[1]!, 'es'))
    await expectNoViolations(page)
  })
})

test.describe('covers', () => {
  test('the list shows the ten colours as swatches that filter it', async ({ page }) => {
    await open(page, '/en/covers')
    const swatches = page.getByRole('navigation', { name: messages.en.covers.filterByColour })
    await expect(swatches.getByRole('link')).toHaveCount(11)
    await expect(
      swatches.getByRole('link', { name: messages.en.covers.allColours }),
    ).toHaveAttribute('aria-current', 'true')
    await expect(cards(page)).toHaveCount(covers.length)
    await swatches.getByRole('link', { name: messages.en.colors.volcano_grey, exact: true }).click()
    await expect(page).toHaveURL(/\?color=volcano_grey$/)
    const expected = covers.filter((cover) => cover.color === 'volcano_grey')
    await expect(cards(page)).toHaveCount(expected.length)
    await expect(cards(page).first()).toContainText(titleIn(expected[0]!, 'en'))
    await expect(
      swatches.getByRole('link', { name: messages.en.colors.volcano_grey, exact: true }),
    ).toHaveAttribute('aria-current', 'true')
  })

  test("a cover's detail shows the colours with its own marked", async ({ page }) => {
    const cover = covers.find((c) => c.color === 'blue')!
    await open(page, itemPath(cover, 'de'))
    const swatches = page.getByRole('navigation', { name: messages.de.covers.availableColours })
    await expect(swatches.getByRole('link')).toHaveCount(10)
    await expect(
      swatches.getByRole('link', { name: messages.de.colors.blue, exact: true }),
    ).toHaveAttribute('aria-current', 'true')
  })

  test('axe finds no violation on a filtered covers list and a cover', async ({ page }) => {
    await open(page, '/nl/covers?color=white')
    await expectNoViolations(page)
    await open(page, itemPath(covers[3]!, 'nl'))
    await expectNoViolations(page)
  })
})

test.describe('projects filters with JavaScript', () => {
  test('apply in place: no reload, scroll kept, counts faceted, back restores', async ({
    page,
  }) => {
    await open(page, '/en/projects')
    await hydrated(page)
    await expect(counter(page)).toHaveText(`9 of ${projects.length} projects`)
    await page.evaluate(() => Object.assign(window, { __marker: 'kept' }))
    const colours = messages.en.projects.filters.colors
    await expect(chip(page, colours, /^All/)).toBeChecked()
    // The 'all' chip counts every project; a colour counts the projects of that colour.
    await expect(chip(page, colours, /^All/)).toHaveAccessibleName(
      `All ${projects.length} projects`,
    )
    const whites = countOf((p) => p.color === 'white')
    await expect(chip(page, colours, /^White/)).toHaveAccessibleName(
      `White ${whites} project${whites === 1 ? '' : 's'}`,
    )

    await page.evaluate(() => window.scrollTo(0, 200))
    const before = await page.evaluate(() => window.scrollY)
    await chipLabel(page, colours, /^White/).click()
    await expect(page).toHaveURL(/\/en\/projects\?color=white$/)
    await expect(counter(page)).toHaveText(`${whites} of ${whites} projects`)
    expect(await page.evaluate(() => (window as { __marker?: string }).__marker)).toBe('kept')
    expect(await page.evaluate(() => window.scrollY)).toBe(before)

    // Faceted: with white chosen, a cover type counts only the white projects of that type.
    const product = messages.en.projects.filters.product
    const whiteBench = countOf((p) => p.color === 'white' && p.cover_type === 'bench')
    await expect(chip(page, product, /^Bench/)).toHaveAccessibleName(
      new RegExp(`^Bench ${whiteBench} project`),
    )
    await expect(chip(page, product, /^All/)).toHaveAccessibleName(`All ${whites} projects`)
    // The submit button is only for visitors without JavaScript.
    await expect(
      filters(page).getByRole('button', { name: messages.en.projects.filters.apply }),
    ).toHaveCount(0)

    await page.goBack()
    await expect(page).toHaveURL(/\/en\/projects$/)
    await expect(counter(page)).toHaveText(`9 of ${projects.length} projects`)
    await expect(chip(page, colours, /^All/)).toBeChecked()
    expect(await page.evaluate(() => (window as { __marker?: string }).__marker)).toBe('kept')
  })

  test("'all' clears one filter and keeps the others", async ({ page }) => {
    await open(page, '/en/projects?color=white&type=bench')
    await hydrated(page)
    const colours = messages.en.projects.filters.colors
    await chipLabel(page, colours, /^All/).click()
    await expect(page).toHaveURL(/\/en\/projects\?type=bench$/)
    const benches = countOf((p) => p.cover_type === 'bench')
    await expect(counter(page)).toHaveText(`${benches} of ${benches} projects`)
  })

  test("'No projects found' when nothing matches, with a way back to all", async ({ page }) => {
    // A colour and a stair no seeded project has together.
    const pair = projects
      .flatMap((a) => projects.map((b) => [a.color, b.stair] as const))
      .find(([color, stair]) => countOf((p) => p.color === color && p.stair === stair) === 0)!
    await open(page, `/en/projects?color=${pair[0]}&stair=${pair[1]}`)
    await expect(page.getByRole('heading', { name: messages.en.projects.noProjects })).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    await expectNoViolations(page)
    await page
      .getByRole('status')
      .getByRole('link', { name: messages.en.projects.filters.clear })
      .click()
    await expect(page).toHaveURL(/\/en\/projects$/)
    await expect(cards(page)).toHaveCount(9)
  })

  test('load more appends the next page in place and focuses its first card', async ({ page }) => {
    await open(page, '/en/projects')
    await hydrated(page)
    await page.evaluate(() => Object.assign(window, { __marker: 'kept' }))
    await page.getByRole('link', { name: messages.en.projects.loadMore }).click()
    await expect(page).toHaveURL(/\?page=2$/)
    await expect(cards(page)).toHaveCount(projects.length)
    await expect(counter(page)).toHaveText(`${projects.length} of ${projects.length} projects`)
    await expect(cards(page).nth(9).getByRole('link').first()).toBeFocused()
    expect(await page.evaluate(() => (window as { __marker?: string }).__marker)).toBe('kept')
  })

  test('axe finds no violation on the filtered projects index', async ({ page }) => {
    await open(page, '/de/projects?color=white')
    await expectNoViolations(page)
  })
})

test.describe('projects filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form submits by GET and load more is a link', async ({ page }) => {
    await open(page, '/nl/projects')
    const apply = filters(page).getByRole('button', { name: messages.nl.projects.filters.apply })
    await expect(apply).toBeVisible()
    await chipLabel(page, messages.nl.projects.filters.colors, /^Wit/).click()
    await apply.click()
    await expect(page).toHaveURL(/\/nl\/projects\?(.*&)?color=white(&|$)/)
    const whites = countOf((p) => p.color === 'white')
    await expect(cards(page)).toHaveCount(whites)
    await expect(chip(page, messages.nl.projects.filters.colors, /^Wit/)).toBeChecked()

    await open(page, '/nl/projects')
    await page.getByRole('link', { name: messages.nl.projects.loadMore }).click()
    await expect(page).toHaveURL(/\/nl\/projects\?page=2$/)
    await expect(cards(page)).toHaveCount(projects.length)
  })
})

test.describe('blog', () => {
  test('the index counts, loads more and reads an article, which leads back', async ({ page }) => {
    await open(page, '/en/blog')
    const total = posts.length
    await expect(counter(page)).toHaveText(`${Math.min(9, total)} of ${total} posts`)
    await expect(cards(page).first().getByText(messages.en.blog.readArticle)).toBeVisible()
    await page.getByRole('link', { name: messages.en.blog.loadMore }).click()
    await expect(page).toHaveURL(/\/en\/blog\?page=2$/)
    await expect(counter(page)).toHaveText(`${Math.min(18, total)} of ${total} posts`)
    await cards(page).first().getByRole('link').first().click()
    await page.getByRole('link', { name: messages.en.blog.backToOverview }).click()
    await expect(page).toHaveURL(/\/en\/blog$/)
  })
})
