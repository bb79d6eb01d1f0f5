/**
 * `npm run visual`: the offline visual review. Runs the story tests of the three Storybooks
 * (libs/ui, libs/blocks, apps/site) one after the other, each story rendered in Debian's Chromium
 * and compared with its committed baseline by Vitest's screenshot matcher, without ever writing a
 * baseline. Then writes reports/visual/index.html (before, after and difference of every changed
 * story, every new story, and the counts per package), summary.md and summary.json.
 * With CHROMATIC_PROJECT_TOKEN set it then publishes libs/ui's Storybook to Chromatic, as the
 * Chromatic workflow does.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { chromiumPath } from '@lamella/ui/chromium'
import { repoRoot } from '../scripts/stack.ts'
import {
  storyOutcomes,
  summarize,
  type PackageSummary,
  type StoryOutcome,
  type VitestJson,
} from './outcomes.ts'
import { renderHtml, renderMarkdown, type ReportedStory, type Review } from './report.ts'

/**
 * The Storybooks of the repo, by the short name `--only` takes, with the JSON report their
 * vitest.config.ts writes (Vitest keeps a reporter's configured output file even when the command
 * line names the reporter).
 */
const storybooks = {
  ui: { name: '@lamella/ui', dir: 'libs/ui', report: 'reports/vitest/ui.json' },
  blocks: { name: '@lamella/blocks', dir: 'libs/blocks', report: 'reports/vitest/blocks.json' },
  site: { name: '@lamella/site', dir: 'apps/site', report: 'reports/vitest/site.json' },
} as const

type Short = keyof typeof storybooks

const usage = `Usage: npm run visual -- [options]

  --only LIST       Storybooks, comma-separated: ${Object.keys(storybooks).join(',')} (default all)
  --out DIR         where the report goes (default reports/visual)
  --no-chromatic    do not publish to Chromatic even when CHROMATIC_PROJECT_TOKEN is set
  --help            show this

Exits 0 when every story rendered (changed and new ones are for review, not errors), 1 when a
story failed (its play function or the accessibility check) or a run broke.`

const log = (message: string) => console.error(`[visual] ${message}`)

function parseOptions(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      only: { type: 'string', default: Object.keys(storybooks).join(',') },
      out: { type: 'string', default: join(repoRoot, 'reports/visual') },
      'no-chromatic': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  const only = values.only.split(',').map((item) => item.trim())
  const unknown = only.filter((item) => !(item in storybooks))
  if (unknown.length > 0) {
    throw new Error(`--only takes ${Object.keys(storybooks).join(', ')}; got "${values.only}"`)
  }
  return {
    only: only as Short[],
    out: values.out,
    chromatic: !values['no-chromatic'],
    help: values.help,
  }
}

const vitest = join(repoRoot, 'node_modules/.bin/vitest')

/**
 * One Storybook's story tests. `--update=none` keeps the baselines as they are: a missing one is
 * written to the attachments folder, not next to the stories. The folder is inside the package
 * (Vitest's browser mode writes files only under the project) and git-ignored.
 */
function runStoryTests(short: Short) {
  const { name, dir, report: reportPath } = storybooks[short]
  const packageDir = join(repoRoot, dir)
  const attachmentsDir = join(packageDir, '.vitest/visual-review')
  const reportFile = join(repoRoot, reportPath)
  rmSync(attachmentsDir, { recursive: true, force: true })
  mkdirSync(attachmentsDir, { recursive: true })
  rmSync(reportFile, { force: true })
  log(`${name}: rendering and comparing every story`)
  const run = spawnSync(
    vitest,
    [
      'run',
      '--project=storybook',
      '--update=none',
      `--attachmentsDir=${attachmentsDir}`,
      '--reporter=dot',
      '--reporter=json',
    ],
    { cwd: packageDir, stdio: 'inherit' },
  )
  if (!existsSync(reportFile)) {
    throw new Error(`${name}: the story tests wrote no report (exit ${run.status ?? run.signal})`)
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestJson
  const attachments = readdirSync(attachmentsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.png'))
    .map((file) => join(attachmentsDir, file))
  const outcomes = storyOutcomes({
    report,
    packageDir,
    attachmentsDir,
    attachments,
    hasBaseline: existsSync,
  })
  return { summary: summarize(name, outcomes), outcomes, attachmentsDir }
}

/** Copies a story's images into the report and gives their paths relative to it. */
function reportedStory(short: Short, outcome: StoryOutcome, out: string): ReportedStory {
  const { before, after, diff, ...rest } = outcome
  const folder = join(out, 'images', short, outcome.file)
  const copy = (source: string | undefined, label: string) => {
    if (!source || !existsSync(source)) return undefined
    const target = join(
      folder,
      `${basename(source, '.png').replace(/-(actual|diff|reference)(?=-)/, '')}-${label}.png`,
    )
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(source, target)
    return relative(out, target)
  }
  const images = {
    before: copy(before, 'before'),
    after: copy(after, 'after'),
    diff: copy(diff, 'diff'),
  }
  return {
    ...rest,
    package: storybooks[short].name,
    ...Object.fromEntries(Object.entries(images).filter(([, path]) => path !== undefined)),
  }
}

function browserVersion() {
  const path = chromiumPath
  try {
    return execFileSync(path, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return `${path} (version unknown)`
  }
}

/** Chromatic, as .github/workflows/chromatic.yml runs it: only with a project token. */
function publishToChromatic() {
  const projectId = process.env.CHROMATIC_PROJECT_ID
  log('CHROMATIC_PROJECT_TOKEN is set: publishing libs/ui to Chromatic')
  const run = spawnSync(
    'npx',
    [
      'chromatic',
      '--config-file',
      '../../chromatic.config.json',
      ...(projectId ? ['--project-id', projectId] : []),
    ],
    { cwd: join(repoRoot, 'libs/ui'), stdio: 'inherit' },
  )
  return run.status === 0
}

function main() {
  let options: ReturnType<typeof parseOptions>
  try {
    options = parseOptions(process.argv.slice(2))
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`)
    process.exit(2)
  }
  if (options.help) {
    console.log(usage)
    return
  }
  const packages: PackageSummary[] = []
  const stories: ReportedStory[] = []
  rmSync(join(options.out, 'images'), { recursive: true, force: true })
  mkdirSync(options.out, { recursive: true })
  for (const short of options.only) {
    const { summary, outcomes, attachmentsDir } = runStoryTests(short)
    packages.push(summary)
    for (const outcome of outcomes) {
      if (outcome.state === 'changed' || outcome.state === 'new' || outcome.state === 'failed') {
        stories.push(reportedStory(short, outcome, options.out))
      }
    }
    rmSync(attachmentsDir, { recursive: true, force: true })
  }
  const review: Review = {
    date: new Date().toISOString(),
    browser: browserVersion(),
    packages,
    stories,
  }
  writeFileSync(join(options.out, 'index.html'), renderHtml(review))
  writeFileSync(join(options.out, 'summary.md'), renderMarkdown(review))
  writeFileSync(join(options.out, 'summary.json'), `${JSON.stringify(review, null, 2)}\n`)
  console.log(renderMarkdown(review))
  log(`report: ${relative(process.cwd(), join(options.out, 'index.html'))}`)
  const failed = packages.some((item) => item.failed > 0)
  if (process.env.CHROMATIC_PROJECT_TOKEN && options.chromatic) {
    if (!publishToChromatic()) process.exitCode = 1
  }
  if (failed) process.exitCode = 1
}

main()
