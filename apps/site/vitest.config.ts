import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { storyTestBrowser } from '@lamella/ui/storybook/test-browser'
import { jsdomProjects } from '@lamella/ui/test/jsdom-projects'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { defineConfig } from 'vitest/config'

const root = dirname(fileURLToPath(import.meta.url))
const serverTests = 'app/**/*.server.test.ts'

// The site's own vitest config keeps vitest away from the Playwright specs in e2e/.
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '../../reports/vitest/site.json' }]],
    // The first test of a file that imports its module on first use pays for the module's graph
    // (the block registry and its schemas; the error reporter's SDK): about a second here, past
    // vitest's 5 s default on a busy two-core CI machine running two projects at once.
    testTimeout: 15_000,
    projects: [
      // The server's code keeps caches at module level: each file gets its modules afresh, in
      // Node, where that costs little.
      {
        extends: true,
        test: { name: 'server', include: [serverTests], environment: 'node' },
      },
      ...jsdomProjects({
        include: ['app/**/*.test.{ts,tsx}'],
        exclude: [serverTests],
        mocking: ['app/features/preview/visual-editing.test.tsx'],
        setupFiles: ['./vitest.setup.ts'],
      }),
      {
        extends: true,
        plugins: [storybookTest({ configDir: join(root, '.storybook') })],
        test: { name: 'storybook', browser: storyTestBrowser },
      },
    ],
  },
})
