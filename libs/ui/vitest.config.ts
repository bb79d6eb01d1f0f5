import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { storyTestBrowser } from './.storybook/test-browser'

const root = dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '../../reports/vitest/ui.json' }]],
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
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
