import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: [
      'schema/**/*.test.ts',
      'seed/**/*.test.ts',
      'scripts/**/*.test.ts',
      'extensions/**/*.test.ts',
    ],
    reporters: ['default', ['json', { outputFile: '../../reports/vitest/cms-server.json' }]],
  },
})
