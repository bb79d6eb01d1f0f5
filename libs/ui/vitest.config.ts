import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { storyTestBrowser } from './.storybook/test-browser'

const root = dirname(fileURLToPath(import.meta.url))
const mockingTests = ['src/components/carousel/carousel.test.tsx']

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '../../reports/vitest/ui.json' }]],
    projects: [
      {
        extends: true,
        plugins: [react()],
        // The files share one DOM per worker: creating it for each file was half the run.
        // Files that replace a module (vi.mock) need modules of their own, so they keep their own.
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          exclude: mockingTests,
          setupFiles: ['./src/test/setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit-isolated',
          environment: 'jsdom',
          include: mockingTests,
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
