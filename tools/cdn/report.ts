import type { CdnReport } from './measure.ts'

/** Goal: once warm, fewer than 1 % of the requests reach the site. */
export const SHARE_GOAL = 0.01
/** How long a shared cache keeps a page (the site's `s-maxage`). */
export const SHARED_LIFETIME_S = 300

const percent = (share: number) => `${(share * 100).toFixed(2)} %`

/** What is off in a report: violations, a share at or over the goal, pages no cache may keep. */
export function deviations(report: CdnReport): string[] {
  const off: string[] = []
  if (report.simulation.violations > 0) {
    off.push(`${report.simulation.violations} answers broke isolation or language`)
  }
  // Everything counts, the refreshes of expired copies included; the report gives them apart.
  if (report.share >= SHARE_GOAL) {
    off.push(`${percent(report.share)} of requests reached the site`)
  }
  if (report.warmUp.notShared.length) {
    off.push(`pages no shared cache may keep: ${report.warmUp.notShared.join(', ')}`)
  }
  return off
}

/** The report as Markdown: the figures, where the requests went, and the first violations. */
export function formatReport(report: CdnReport): string {
  const { simulation: sim } = report
  const urls = Object.values(report.urls).flat()
  const kinds = Object.entries(sim.byKind)
    .map(([kind, { visits, requests }]) => `| ${kind} | ${visits} | ${requests} |`)
    .join('\n')
  const statuses = Object.entries(sim.cacheStatus)
    .sort(([, a], [, b]) => b - a)
    .map(([status, count]) => `${status} ${count}`)
    .join(', ')
  const reached = Object.entries(report.siteCounts)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 10)
    .map(([key, count]) => `${key} ${count}`)
    .join(', ')
  return `# CDN simulation

${report.visits} visits (and ${sim.byKind.editor.visits} editors in preview) of 3-5 pages over ${urls.length} URLs in five languages, through the reference proxy (deploy/nginx) as the CDN tier, after a warm-up of ${report.warmUp.requests} requests (${report.warmUp.reachedSite} reached the site).

| figure | value |
| --- | --- |
| requests | ${sim.requests} |
| reached the site | ${report.reachedSite} (${percent(report.share)}, goal under ${percent(SHARE_GOAL)}) |
| of them, refreshes of expired copies | ${report.refreshes} (${report.refreshesPerMinute.toFixed(0)} a minute for ${report.copies} copies; ${percent(report.languagePageShare)} of language-page requests) |
| the rest: misses, \`/\` and previews | ${report.reachedSite - report.refreshes} (${percent(report.missShare)}) |
| requests to \`/\` (private by design) | ${sim.rootRequests} |
| violations (Set-Cookie, preview, language) | ${sim.violations} |
| duration | ${(sim.durationMs / 1000).toFixed(1)} s |

| visit | visits | requests |
| --- | --- | --- |
${kinds}

At ${(sim.requests / (sim.durationMs / 1000)).toFixed(0)} requests a second, refreshes are ${percent(report.refreshes / sim.requests)} of the requests; at any rate they are about ${report.copies} every ${SHARED_LIFETIME_S / 60} minutes (each copy once per \`s-maxage\`), so ${percent(report.copies / SHARED_LIFETIME_S / 100)} at 100 requests a second.

Proxy cache status: ${statuses}.

Reached the site: ${reached || 'nothing'}.
${sim.examples.length ? `\nFirst violations:\n\n${sim.examples.map((e) => `- ${e}`).join('\n')}\n` : ''}`
}
