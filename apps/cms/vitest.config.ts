import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    // A dozen files each start a Directus of their own, and a few bootstrap one: two at a time
    // take about half as long on a two-core machine as one after another.
    maxWorkers: 2,
    // One bootstrap and seed per run: the first file that starts a Directus makes the template
    // all of them copy (scripts/test-cms-template.ts), about a minute less per file.
    globalSetup: ['scripts/test-cms-template.ts'],
    include: [
      'schema/**/*.test.ts',
      'seed/**/*.test.ts',
      'scripts/**/*.test.ts',
      'extensions/**/*.test.ts',
    ],
    reporters: ['default', ['json', { outputFile: '../../reports/vitest/cms-server.json' }]],
  },
})
