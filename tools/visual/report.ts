/**
 * The visual review's report: one HTML page (summary per package, then before / after / difference
 * for every changed story and the screenshot of every new one) and the same summary in Markdown.
 * Image paths are relative to the report, so the folder can be zipped and sent as it is.
 */
import type { PackageSummary, StoryOutcome } from './outcomes.ts'

/** A story whose images the report shows, with their paths relative to the report. */
export interface ReportedStory extends Omit<StoryOutcome, 'before' | 'after' | 'diff'> {
  package: string
  before?: string
  after?: string
  diff?: string
}

export interface Review {
  /** when the review ran, ISO 8601 */
  date: string
  /** `chromium --version` of the browser that drew the screenshots */
  browser: string
  packages: PackageSummary[]
  /** changed and new stories, and the ones that failed */
  stories: ReportedStory[]
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

export function totals(packages: PackageSummary[]): PackageSummary {
  return packages.reduce(
    (sum, item) => ({
      name: 'all',
      stories: sum.stories + item.stories,
      compared: sum.compared + item.compared,
      changed: sum.changed + item.changed,
      new: sum.new + item.new,
      failed: sum.failed + item.failed,
    }),
    { name: 'all', stories: 0, compared: 0, changed: 0, new: 0, failed: 0 },
  )
}

const columns = ['stories', 'compared', 'changed', 'new', 'failed'] as const

function figure(label: string, src: string | undefined, story: string) {
  if (!src) return `<figure><figcaption>${label}</figcaption><p class="none">none</p></figure>`
  return `<figure><figcaption>${label}</figcaption><a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(`${story}: ${label.toLowerCase()}`)}" loading="lazy"></a></figure>`
}

function storySection(story: ReportedStory) {
  const title = `${story.package} · ${story.file} · ${story.story}`
  const message = story.message ? `<pre>${escapeHtml(story.message)}</pre>` : ''
  const images =
    story.state === 'changed'
      ? figure('Before', story.before, story.story) +
        figure('After', story.after, story.story) +
        figure('Difference', story.diff, story.story)
      : story.state === 'new'
        ? figure('New', story.after, story.story)
        : ''
  return `<section class="story ${story.state}" id="${escapeHtml(`${story.package}/${story.file}/${story.story}`)}">
<h3><span class="state">${story.state}</span> ${escapeHtml(title)}</h3>
${message}
<div class="images">${images}</div>
</section>`
}

export function renderHtml(review: Review): string {
  const all = totals(review.packages)
  const rows = [...review.packages, all]
    .map(
      (item) =>
        `<tr${item.name === 'all' ? ' class="total"' : ''}><th scope="row">${escapeHtml(item.name)}</th>${columns
          .map((column) => `<td>${item[column]}</td>`)
          .join('')}</tr>`,
    )
    .join('\n')
  const byState = (state: ReportedStory['state']) =>
    review.stories.filter((story) => story.state === state)
  const list = (state: ReportedStory['state'], heading: string) => {
    const stories = byState(state)
    if (stories.length === 0) return ''
    const items = stories
      .map(
        (story) =>
          `<li><a href="#${escapeHtml(`${story.package}/${story.file}/${story.story}`)}">${escapeHtml(`${story.package} · ${story.story}`)}</a> <small>${escapeHtml(story.file)}</small></li>`,
      )
      .join('\n')
    return `<h2>${heading} (${stories.length})</h2>\n<ul>${items}</ul>\n${stories.map(storySection).join('\n')}`
  }
  const verdict =
    all.changed + all.new + all.failed === 0
      ? `<p class="verdict">Every one of the ${all.compared} compared stories matches its baseline.</p>`
      : `<p class="verdict">${all.changed} changed, ${all.new} new, ${all.failed} failed, of ${all.stories} stories.</p>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; color: #1a1a1a; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #ccc; padding: .3rem .8rem; text-align: right; }
th[scope=row], thead th:first-child { text-align: left; }
tr.total { font-weight: 600; }
.verdict { font-size: 1.1rem; }
.story { border-top: 1px solid #ccc; padding: 1rem 0; }
.state { display: inline-block; padding: 0 .5rem; border-radius: .25rem; color: #fff; background: #555; font-size: .8rem; text-transform: uppercase; }
.changed .state { background: #a3340f; }
.new .state { background: #1d5fa3; }
.failed .state { background: #6b1a1a; }
.images { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; flex: 0 1 auto; }
figcaption { font-weight: 600; }
img { max-width: calc((100vw - 7rem) / 3); border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
pre { white-space: pre-wrap; background: #f5f5f5; padding: .5rem; }
.none { color: #555; }
</style>
</head>
<body>
<h1>Visual review</h1>
<p>${escapeHtml(review.date)} · ${escapeHtml(review.browser)}</p>
${verdict}
<table>
<thead><tr><th scope="col">Package</th>${columns.map((column) => `<th scope="col">${column}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
${list('changed', 'Changed')}
${list('new', 'New')}
${list('failed', 'Failed')}
</body>
</html>
`
}

export function renderMarkdown(review: Review): string {
  const all = totals(review.packages)
  const table = [
    `| Package | ${columns.join(' | ')} |`,
    `| --- | ${columns.map(() => '---:').join(' | ')} |`,
    ...[...review.packages, all].map(
      (item) => `| ${item.name} | ${columns.map((column) => item[column]).join(' | ')} |`,
    ),
  ]
  const list = (state: ReportedStory['state'], heading: string) => {
    const stories = review.stories.filter((story) => story.state === state)
    if (stories.length === 0) return []
    return [
      '',
      `## ${heading} (${stories.length})`,
      '',
      ...stories.map(
        (story) =>
          `- ${story.package} · ${story.story} (\`${story.file}\`)${story.message ? `: ${state === 'changed' ? story.message.split('\n').at(-1) : story.message.split('\n')[0]}` : ''}`,
      ),
    ]
  }
  return [
    '# Visual review',
    '',
    `${review.date} · ${review.browser}`,
    '',
    ...table,
    ...list('changed', 'Changed'),
    ...list('new', 'New'),
    ...list('failed', 'Failed'),
    '',
  ].join('\n')
}
