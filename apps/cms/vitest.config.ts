import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    // Five files each start a Directus of their own, mostly waiting on its bootstrap and seed:
    // two at a time take about half as long on a two-core machine as one after another.
    maxWorkers: 2,
    include: [
      'schema/**/*.test.ts',
      'seed/**/*.test.ts',
      'scripts/**/*.test.ts',
      'extensions/**/*.test.ts',
    ],
    reporters: ['default', ['json', { outputFile: '../../reports/vitest/cms-server.json' }]],
  },
})
