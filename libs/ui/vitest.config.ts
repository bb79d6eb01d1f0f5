import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { storyTestBrowser } from './.storybook/test-browser'
import { jsdomProjects } from './src/test/jsdom-projects'

const root = dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '../../reports/vitest/ui.json' }]],
    projects: [
      ...jsdomProjects({
        include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
        mocking: ['src/components/carousel/carousel.test.tsx'],
        setupFiles: ['./src/test/setup.ts'],
        plugins: () => [react()],
      }),
      {
        extends: true,
        plugins: [storybookTest({ configDir: join(root, '.storybook') })],
        test: {
          name: 'storybook',
          browser: storyTestBrowser,
        },
      },
    ],
  },
})
