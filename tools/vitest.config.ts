import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    reporters: ['default', ['json', { outputFile: '../reports/vitest/tools.json' }]],
  },
})
