import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { storyTestBrowser } from '@lamella/ui/storybook/test-browser'
import { jsdomProjects } from '@lamella/ui/test/jsdom-projects'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const root = dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '../../reports/vitest/blocks.json' }]],
    projects: [
      ...jsdomProjects({
        include: ['src/**/*.test.{ts,tsx}'],
        mocking: ['src/get-inspired/get-inspired.test.tsx'],
        setupFiles: ['./vitest.setup.ts'],
        plugins: () => [react()],
      }),
      {
        extends: true,
        plugins: [storybookTest({ configDir: join(root, '.storybook') })],
        test: { name: 'storybook', browser: storyTestBrowser },
      },
    ],
  },
})
