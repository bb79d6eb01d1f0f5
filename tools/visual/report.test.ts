import { describe, expect, it } from 'vitest'
import { renderHtml, renderMarkdown, totals, type Review } from './report.ts'

const review: Review = {
  date: '2026-11-25T17:00:00.000Z',
  browser: 'Chromium 150.0.7871.100',
  packages: [
    { name: '@lamella/ui', stories: 10, compared: 9, changed: 2, new: 0, failed: 0 },
    { name: '@lamella/site', stories: 5, compared: 4, changed: 0, new: 1, failed: 0 },
  ],
  stories: [
    {
      package: '@lamella/ui',
      file: 'src/components/button/button.stories.tsx',
      story: 'Variants <all>',
      state: 'changed',
      message: 'Screenshot does not match the stored reference.\n812 pixels (ratio 0.01) differ.',
      before:
        'images/ui/src/components/button/button.stories.tsx/Variants-1-chromium-linux-before.png',
      after:
        'images/ui/src/components/button/button.stories.tsx/Variants-1-chromium-linux-after.png',
      diff: 'images/ui/src/components/button/button.stories.tsx/Variants-1-chromium-linux-diff.png',
    },
    {
      package: '@lamella/site',
      file: 'app/shell/promo-banner.stories.tsx',
      story: 'Phone',
      state: 'new',
      after: 'images/site/app/shell/promo-banner.stories.tsx/Phone-1-chromium-linux-after.png',
    },
  ],
}

describe('totals', () => {
  it('adds the packages up', () => {
    expect(totals(review.packages)).toEqual({
      name: 'all',
      stories: 15,
      compared: 13,
      changed: 2,
      new: 1,
      failed: 0,
    })
  })
})

describe('renderHtml', () => {
  const html = renderHtml(review)

  it('shows before, after and difference of a changed story, with alternative texts', () => {
    expect(html).toContain(
      'src="images/ui/src/components/button/button.stories.tsx/Variants-1-chromium-linux-before.png"',
    )
    expect(html).toContain('-after.png"')
    expect(html).toContain('-diff.png"')
    expect(html).toContain('alt="Variants &lt;all&gt;: difference"')
    expect(html).toContain('812 pixels (ratio 0.01) differ.')
  })

  it('shows a new story once, and escapes what it prints', () => {
    expect(html).toContain('alt="Phone: new"')
    expect(html).not.toContain('<all>')
  })

  it('summarises per package and in all', () => {
    expect(html).toMatch(/<th scope="row">@lamella\/ui<\/th><td>10<\/td><td>9<\/td><td>2<\/td>/)
    expect(html).toContain('2 changed, 1 new, 0 failed, of 15 stories.')
  })

  it('says so when nothing changed', () => {
    const quiet = renderHtml({
      ...review,
      packages: [{ name: '@lamella/ui', stories: 3, compared: 3, changed: 0, new: 0, failed: 0 }],
      stories: [],
    })
    expect(quiet).toContain('Every one of the 3 compared stories matches its baseline.')
    expect(quiet).not.toContain('<h2>')
  })
})

describe('renderMarkdown', () => {
  it('has the table and the lists of changed and new stories', () => {
    const markdown = renderMarkdown(review)
    expect(markdown).toContain('| @lamella/ui | 10 | 9 | 2 | 0 | 0 |')
    expect(markdown).toContain('| all | 15 | 13 | 2 | 1 | 0 |')
    expect(markdown).toContain(
      '- @lamella/ui · Variants <all> (`src/components/button/button.stories.tsx`): 812 pixels (ratio 0.01) differ.',
    )
    expect(markdown).toContain(
      '## New (1)\n\n- @lamella/site · Phone (`app/shell/promo-banner.stories.tsx`)',
    )
  })
})
