/**
 * A small Lighthouse result for the tests: the shape of Lighthouse 13's JSON, cut down to the
 * audits the summary reads, with one failure of each kind we have seen on the site.
 */
import type { Lhr, LhrAudit } from './summary.ts'

const audit = (id: string, fields: Partial<LhrAudit>): LhrAudit => ({
  id,
  title: id,
  score: 1,
  scoreDisplayMode: 'binary',
  ...fields,
})

export interface FixtureOptions {
  performance?: number
  lcp?: number
  tbt?: number
  consoleErrors?: boolean
}

export function lhrFixture({
  performance = 0.95,
  lcp = 1743.4,
  tbt = 74.5,
  consoleErrors = true,
}: FixtureOptions = {}): Lhr {
  return {
    runWarnings: [],
    environment: { benchmarkIndex: 2397.5 },
    categories: {
      performance: { score: performance, auditRefs: [] },
      accessibility: {
        score: 0.96,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'image-alt', weight: 10 },
          { id: 'bypass', weight: 0 },
        ],
      },
      'best-practices': {
        score: 0.92,
        auditRefs: [
          { id: 'errors-in-console', weight: 1 },
          { id: 'inspector-issues', weight: 0 },
          { id: 'csp-xss', weight: 0 },
        ],
      },
      seo: {
        score: 0.92,
        auditRefs: [
          { id: 'meta-description', weight: 1 },
          { id: 'hreflang', weight: 1 },
          { id: 'structured-data', weight: 0 },
        ],
      },
    },
    audits: {
      'largest-contentful-paint': audit('largest-contentful-paint', {
        scoreDisplayMode: 'numeric',
        score: 0.98,
        numericValue: lcp,
      }),
      'total-blocking-time': audit('total-blocking-time', {
        scoreDisplayMode: 'numeric',
        numericValue: tbt,
      }),
      'first-contentful-paint': audit('first-contentful-paint', {
        scoreDisplayMode: 'numeric',
        numericValue: 1200,
      }),
      'cumulative-layout-shift': audit('cumulative-layout-shift', {
        scoreDisplayMode: 'numeric',
        numericValue: 0.0123,
      }),
      'resource-summary': audit('resource-summary', {
        scoreDisplayMode: 'informative',
        score: null,
        details: {
          type: 'table',
          headings: [],
          items: [
            { resourceType: 'total', label: 'Total', requestCount: 31, transferSize: 309148 },
            { resourceType: 'script', label: 'Script', requestCount: 22, transferSize: 239409 },
            { resourceType: 'image', label: 'Image', requestCount: 4, transferSize: 38992 },
          ],
        },
      }),
      'color-contrast': audit('color-contrast', {
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        score: 0,
        details: {
          type: 'table',
          headings: [
            {
              key: 'node',
              valueType: 'node',
              subItemsHeading: { key: 'relatedNode', valueType: 'node' },
              label: 'Failing Elements',
            },
          ],
          items: [
            {
              node: {
                type: 'node',
                selector: 'footer > p.muted',
                snippet: '<p class="muted">',
                explanation:
                  'Fix any of the following:\n  Element has insufficient color contrast of 3.9',
              },
            },
            {
              node: {
                type: 'node',
                selector: 'nav > a.link',
                snippet: '<a class="link" href="/en/dealers">',
                nodeLabel: 'Dealers',
                explanation: 'Fix all of the following:\n  Element has insufficient color contrast',
              },
            },
          ],
        },
      }),
      'image-alt': audit('image-alt', { score: 1 }),
      bypass: audit('bypass', { scoreDisplayMode: 'notApplicable', score: null }),
      'errors-in-console': audit('errors-in-console', {
        title: 'Browser errors were logged to the console',
        score: consoleErrors ? 0 : 1,
        details: {
          type: 'table',
          headings: [
            { key: 'sourceLocation', valueType: 'source-location', label: 'Source' },
            { key: 'description', valueType: 'code', label: 'Description' },
          ],
          items: consoleErrors
            ? [
                {
                  source: 'network',
                  description:
                    'Failed to load resource: the server responded with a status of 404 (Not Found)',
                  sourceLocation: {
                    type: 'source-location',
                    url: 'http://127.0.0.1:3271/favicon.ico',
                    urlProvider: 'network',
                    line: 0,
                    column: 0,
                  },
                },
              ]
            : [],
        },
      }),
      'inspector-issues': audit('inspector-issues', {
        title: 'Issues were logged in the `Issues` panel in Chrome Devtools',
        score: 0,
        details: {
          type: 'table',
          headings: [
            {
              key: 'issueType',
              valueType: 'text',
              subItemsHeading: { key: 'url', valueType: 'url' },
              label: 'Issue type',
            },
          ],
          items: [
            {
              issueType: 'Content security policy',
              subItems: { type: 'subitems', items: [{ url: 'http://127.0.0.1:3271/x.js' }] },
            },
          ],
        },
      }),
      'csp-xss': audit('csp-xss', { scoreDisplayMode: 'informative', score: null }),
      'meta-description': audit('meta-description', {
        title: 'Document does not have a meta description',
        score: 0,
      }),
      hreflang: audit('hreflang', { scoreDisplayMode: 'error', score: null, errorMessage: 'boom' }),
      'structured-data': audit('structured-data', { scoreDisplayMode: 'manual', score: null }),
    },
  }
}
