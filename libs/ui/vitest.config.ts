import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'

const root = dirname(fileURLToPath(import.meta.url))

/** Debian's Chromium: Playwright cannot download browsers here, and the baselines come from this build. */
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--font-render-hinting=none',
    '--force-color-profile=srgb',
  ],
}

/** The story tests render at Storybook's default test viewport; keep the browser window the same. */
const VIEWPORT = { width: 1200, height: 900 }

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
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: CHROMIUM,
              contextOptions: {
                reducedMotion: 'reduce',
                deviceScaleFactor: 1,
                locale: 'en-GB',
                timezoneId: 'Europe/Brussels',
              },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: VIEWPORT,
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Anti-aliased pixels are ignored by pixelmatch itself; every other pixel must match
                // closely. 0.1 (the default) let a hue change of a token at 50% opacity through.
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixelRatio: 0 },
              },
            },
          },
        },
      },
    ],
  },
})
