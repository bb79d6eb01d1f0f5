import { describe, expect, it } from 'vitest'
import {
  baselinePath,
  indexAttachments,
  sanitize,
  screenshotSuffix,
  storyOutcomes,
  summarize,
  type VitestJson,
} from './outcomes.ts'

const packageDir = '/repo/apps/site'
const attachmentsDir = '/tmp/visual/site/attachments'
const file = 'app/shell/error-screen.stories.tsx'
const shot = (name: string) => `${attachmentsDir}/${file}/${name}-${screenshotSuffix}.png`
const baseline = (name: string) =>
  `${packageDir}/app/shell/__screenshots__/error-screen.stories.tsx/${name}-${screenshotSuffix}.png`

function report(
  tests: Array<{ title: string; status: string; failureMessages?: string[] }>,
): VitestJson {
  return {
    testResults: [
      {
        name: `${packageDir}/${file}`,
        status: 'failed',
        assertionResults: tests.map((test) => ({
          ...test,
          ancestorTitles: [],
          meta: { storyId: `site-error-screens--${sanitize(test.title).toLowerCase()}` },
        })),
      },
    ],
  }
}

describe('sanitize', () => {
  it('names a story the way Vitest names its screenshot', () => {
    expect(sanitize('Not Found Phone')).toBe('Not-Found-Phone')
    expect(sanitize('Details / with  errors!')).toBe('Details-with-errors')
  })
})

describe('indexAttachments', () => {
  it('groups the matcher files by stories file and story, ignoring other files', () => {
    const index = indexAttachments(attachmentsDir, [
      shot('Not-Found-1-actual'),
      shot('Not-Found-1-diff'),
      `${attachmentsDir}/${file}/notes.txt`,
    ])
    const found = index.get(`${file}\nNot-Found`)
    expect(found?.map((item) => item.kind).sort()).toEqual(['actual', 'diff'])
    expect(found?.[0]?.baselineName).toBe(`Not-Found-1-${screenshotSuffix}.png`)
    expect(index.size).toBe(1)
  })
})

describe('storyOutcomes', () => {
  const tests = [
    { title: 'Not Found', status: 'passed' },
    {
      title: 'Server Error',
      status: 'failed',
      failureMessages: [
        'Error: Screenshot does not match the stored reference.\n1520 pixels (ratio 0.01) differ.\n\nReference screenshot:\n  /repo/a.png\n\nActual screenshot:\n  /tmp/b.png\n    at afterEach',
      ],
    },
    {
      title: 'Cms Down',
      status: 'failed',
      failureMessages: ['Error: No existing reference screenshot found.'],
    },
    {
      title: 'Not Found Phone',
      status: 'failed',
      failureMessages: ['Error: Expected the heading to be visible\n    at play (story.tsx:12)'],
    },
    { title: 'Closed', status: 'passed' },
  ]
  const outcomes = storyOutcomes({
    report: report(tests),
    packageDir,
    attachmentsDir,
    attachments: [
      shot('Server-Error-1-actual'),
      shot('Server-Error-1-diff'),
      shot('Cms-Down-1-reference'),
    ],
    // 'Closed' takes no screenshot: it has no baseline.
    hasBaseline: (path) => path !== baseline('Closed-1'),
  })
  const byStory = Object.fromEntries(outcomes.map((item) => [item.story, item]))

  it('reports a mismatch as changed, with the baseline, the new screenshot and the difference', () => {
    expect(byStory['Server Error']).toMatchObject({
      state: 'changed',
      storyId: 'site-error-screens--server-error',
      before: baseline('Server-Error-1'),
      after: shot('Server-Error-1-actual'),
      diff: shot('Server-Error-1-diff'),
      message: 'Screenshot does not match the stored reference.\n1520 pixels (ratio 0.01) differ.',
    })
  })

  it('reports a story without a baseline as new, with the screenshot it would get', () => {
    expect(byStory['Cms Down']).toMatchObject({ state: 'new', after: shot('Cms-Down-1-reference') })
  })

  it('reports any other failure as failed, with its message', () => {
    expect(byStory['Not Found Phone']).toMatchObject({
      state: 'failed',
      message: 'Error: Expected the heading to be visible',
    })
  })

  it('tells a matching screenshot from a story that takes none', () => {
    expect(byStory['Not Found']).toMatchObject({
      state: 'unchanged',
      before: baseline('Not-Found-1'),
    })
    expect(byStory.Closed?.state).toBe('unshot')
  })

  it('counts per package', () => {
    expect(summarize('@lamella/site', outcomes)).toEqual({
      name: '@lamella/site',
      stories: 5,
      compared: 2,
      changed: 1,
      new: 1,
      failed: 1,
    })
  })

  it('reports a stories file that failed to load as one failure', () => {
    const broken: VitestJson = {
      testResults: [
        {
          name: `${packageDir}/${file}`,
          status: 'failed',
          message: 'SyntaxError: Unexpected token',
          assertionResults: [],
        },
      ],
    }
    const [only] = storyOutcomes({
      report: broken,
      packageDir,
      attachmentsDir,
      attachments: [],
      hasBaseline: () => false,
    })
    expect(only).toMatchObject({ state: 'failed', message: 'SyntaxError: Unexpected token' })
    expect(summarize('@lamella/site', only ? [only] : [])).toMatchObject({ stories: 0, failed: 1 })
  })
})

describe('baselinePath', () => {
  it('is the screenshot beside the stories file', () => {
    expect(
      baselinePath('/repo/libs/ui', 'src/components/button/button.stories.tsx', 'A-1.png'),
    ).toBe('/repo/libs/ui/src/components/button/__screenshots__/button.stories.tsx/A-1.png')
  })
})
