import axe from 'axe-core'
import { expect } from 'vitest'

/*
 * Runs axe on a rendered container and fails with a readable list of violations. Colour contrast is
 * checked in the browser (story tests): jsdom computes no styles, so the rule would only be noise.
 */
async function expectNoA11yViolations(container: Element) {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `  ${node.target.join(' ')}`).join('\n'),
  )
  expect(summary, 'axe violations').toEqual([])
}

export { expectNoA11yViolations }
