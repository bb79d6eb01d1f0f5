import { defineConfig } from 'vitest/config'

// The site's own vitest config keeps vitest away from the Playwright specs in e2e/.
export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    reporters: ['default', ['json', { outputFile: '../../reports/vitest/site.json' }]],
  },
})
