import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { layOutWholePage } from './whole-page'

/** WCAG 2.2 AA, as axe checks it, on the page as it is now. */
export async function expectNoViolations(page: Page) {
  await layOutWholePage(page)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}
