import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { storyTestBrowser } from '@lamella/ui/storybook/test-browser'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const root = dirname(fileURLToPath(import.meta.url))
const mockingTests = ['src/get-inspired/get-inspired.test.tsx']

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '../../reports/vitest/blocks.json' }]],
    projects: [
      {
        extends: true,
        plugins: [react()],
        // The files share one DOM per worker: creating it for each file was half the run.
        // Files that replace a module (vi.mock) need modules of their own, so they keep their own.
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: mockingTests,
          setupFiles: ['./vitest.setup.ts'],
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
