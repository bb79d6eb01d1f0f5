/**
 * What one story-test run of a Storybook says about each story's pixels, read from Vitest's JSON
 * report and the files its screenshot matcher left behind. The comparison itself is Vitest's
 * (`toMatchScreenshot` with the pixelmatch comparator and the thresholds of
 * libs/ui/.storybook/test-browser.ts): the visual review shows its verdicts, it does not redo them.
 */
import { platform } from 'node:os'
import { basename, dirname, join, relative } from 'node:path'

/** The parts of Vitest's JSON reporter output the review reads. */
export interface VitestJson {
  testResults: Array<{
    name: string
    message?: string
    status?: string
    assertionResults: Array<{
      title: string
      ancestorTitles?: string[]
      status: string
      failureMessages?: string[]
      meta?: { storyId?: string }
    }>
  }>
}

/**
 * - `unchanged`: the screenshot matches its baseline
 * - `changed`: it differs; before, after and (for the same size) the difference image exist
 * - `new`: the story has no baseline yet; the screenshot it would get is kept
 * - `failed`: the story broke before its pixels could be judged (a play function or axe)
 * - `unshot`: the story passed and takes no screenshot (`parameters.screenshot.disable`)
 */
export type StoryState = 'unchanged' | 'changed' | 'new' | 'failed' | 'unshot'

export interface StoryOutcome {
  /** the stories file, relative to the package */
  file: string
  story: string
  storyId?: string
  state: StoryState
  /** Vitest's words for a change or failure, first lines only */
  message?: string
  /** absolute paths of the images, where they exist */
  before?: string
  after?: string
  diff?: string
}

/** How Vitest turns a test name into a file name (its `sanitize`, path segments excluded). */
export function sanitize(name: string): string {
  return name
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
}

/** `Not-Found-1-actual-chromium-linux.png` -> its parts; the screenshot counter is the `-1`. */
const attachmentName =
  /^(?<arg>.+)-(?<kind>actual|diff|reference)-(?<suffix>[a-z]+-[a-z0-9]+)\.png$/

interface Attachment {
  kind: 'actual' | 'diff' | 'reference'
  path: string
  /** the baseline's file name, `<arg>-<browser>-<platform>.png` */
  baselineName: string
  arg: string
}

/**
 * Groups the matcher's files (`<attachments>/<test dir>/<test file>/<arg>-<kind>-<suffix>.png`) by
 * the stories file and story they belong to.
 */
export function indexAttachments(attachmentsDir: string, files: string[]) {
  const byTest = new Map<string, Attachment[]>()
  for (const path of files) {
    const match = attachmentName.exec(basename(path))
    if (!match?.groups) continue
    const { arg, kind, suffix } = match.groups as {
      arg: string
      kind: Attachment['kind']
      suffix: string
    }
    // The story's part of the name: Vitest appends a counter per screenshot of the test.
    const story = arg.replace(/-\d+$/, '')
    const file = relative(attachmentsDir, dirname(path))
    const key = `${file}\n${story}`
    const list = byTest.get(key) ?? []
    list.push({ kind, path, arg, baselineName: `${arg}-${suffix}.png` })
    byTest.set(key, list)
  }
  return byTest
}

/** The committed baseline of a story's screenshot, next to its stories file. */
export function baselinePath(packageDir: string, file: string, baselineName: string) {
  return join(packageDir, dirname(file), '__screenshots__', basename(file), baselineName)
}

/** The browser and platform Vitest names its screenshots after. */
export const screenshotSuffix = `chromium-${platform()}`

/** The message without its stack frames. */
const firstLines = (message: string, count = 3) =>
  message
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '))
    .slice(0, count)
    .join('\n')

/**
 * Every story of the run with its state. `hasBaseline` tells whether a story that passed was
 * compared (it has a committed screenshot) or takes none.
 */
export function storyOutcomes({
  report,
  packageDir,
  attachmentsDir,
  attachments,
  hasBaseline,
}: {
  report: VitestJson
  packageDir: string
  attachmentsDir: string
  attachments: string[]
  hasBaseline: (path: string) => boolean
}): StoryOutcome[] {
  const indexed = indexAttachments(attachmentsDir, attachments)
  const outcomes: StoryOutcome[] = []
  for (const suite of report.testResults) {
    const file = relative(packageDir, suite.name)
    if (suite.assertionResults.length === 0 && suite.status === 'failed') {
      // The whole file failed to load: no story of it was rendered.
      outcomes.push({
        file,
        story: '(the whole file)',
        state: 'failed',
        message: firstLines(suite.message ?? 'failed to load'),
      })
      continue
    }
    for (const test of suite.assertionResults) {
      const story = [...(test.ancestorTitles ?? []), test.title].join(' ')
      const found = indexed.get(`${file}\n${sanitize(story)}`) ?? []
      const of = (kind: Attachment['kind']) => found.find((item) => item.kind === kind)
      const failure = (test.failureMessages ?? []).join('\n')
      const base = { file, story, ...(test.meta?.storyId ? { storyId: test.meta.storyId } : {}) }
      const actual = of('actual')
      const reference = of('reference')
      if (actual) {
        const diff = of('diff')
        outcomes.push({
          ...base,
          state: 'changed',
          // What differs, without the paths Vitest lists after it.
          message: firstLines(
            failure
              .replace(/^.*?(Screenshot does not match)/s, '$1')
              .split(/\n\s*Reference screenshot/)[0] ?? '',
          ),
          before: baselinePath(packageDir, file, actual.baselineName),
          after: actual.path,
          ...(diff ? { diff: diff.path } : {}),
        })
      } else if (reference) {
        outcomes.push({ ...base, state: 'new', after: reference.path })
      } else if (test.status === 'failed') {
        outcomes.push({ ...base, state: 'failed', message: firstLines(failure) })
      } else if (test.status === 'passed') {
        const before = baselinePath(
          packageDir,
          file,
          `${sanitize(story)}-1-${screenshotSuffix}.png`,
        )
        outcomes.push(
          hasBaseline(before)
            ? { ...base, state: 'unchanged', before }
            : { ...base, state: 'unshot' },
        )
      }
    }
  }
  return outcomes.sort((a, b) => a.file.localeCompare(b.file) || a.story.localeCompare(b.story))
}

export interface PackageSummary {
  name: string
  /** stories rendered */
  stories: number
  /** stories whose screenshot was compared with a committed baseline */
  compared: number
  changed: number
  new: number
  failed: number
}

export function summarize(name: string, outcomes: StoryOutcome[]): PackageSummary {
  const count = (state: StoryState) => outcomes.filter((item) => item.state === state).length
  return {
    name,
    stories: outcomes.filter((item) => item.story !== '(the whole file)').length,
    compared: count('unchanged') + count('changed'),
    changed: count('changed'),
    new: count('new'),
    failed: count('failed'),
  }
}
