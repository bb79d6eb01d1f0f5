import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    reporters: ['default', ['json', { outputFile: '../../reports/vitest/blocks.json' }]],
  },
})
