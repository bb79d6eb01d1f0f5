import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { storyTestBrowser } from '@lamella/ui/storybook/test-browser'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { defineConfig } from 'vitest/config'

const root = dirname(fileURLToPath(import.meta.url))
const componentTests = 'app/**/*.test.{ts,tsx}'
const serverTests = 'app/**/*.server.test.ts'
const mockingTests = ['app/features/preview/visual-editing.test.tsx']

// The site's own vitest config keeps vitest away from the Playwright specs in e2e/.
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '../../reports/vitest/site.json' }]],
    projects: [
      // The server's code keeps caches at module level: each file gets its modules afresh, in
      // Node, where that costs little.
      {
        extends: true,
        test: { name: 'server', include: [serverTests], environment: 'node' },
      },
      // Components share one DOM per worker: creating it for each file was half the run. Files
      // that replace a module (vi.mock) need modules of their own, so they keep their own DOM.
      {
        extends: true,
        test: {
          name: 'unit',
          include: [componentTests],
          exclude: [serverTests, ...mockingTests],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: mockingTests,
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: join(root, '.storybook') })],
        test: { name: 'storybook', browser: storyTestBrowser },
      },
    ],
  },
})
