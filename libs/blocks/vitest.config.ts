import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { storyTestBrowser } from '@lamella/ui/storybook/test-browser'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const root = dirname(fileURLToPath(import.meta.url))

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '../../reports/vitest/blocks.json' }]],
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
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
