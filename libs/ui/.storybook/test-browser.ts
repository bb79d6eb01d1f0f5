import { playwright } from '@vitest/browser-playwright'
import { chromiumFlags, chromiumPath } from './chromium.ts'

/** The baselines come from this build, with fonts and colours rendered the same on every machine. */
const CHROMIUM = {
  executablePath: chromiumPath,
  args: [...chromiumFlags, '--font-render-hinting=none', '--force-color-profile=srgb'],
}

/** The story tests render at Storybook's default test viewport; keep the browser window the same. */
const VIEWPORT = { width: 1200, height: 900 }

/**
 * The browser of every story test run (this library's and libs/blocks'): one Chromium, motion
 * reduced, fixed scale, locale and zone, and a strict screenshot comparison.
 */
export const storyTestBrowser = {
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
  instances: [{ browser: 'chromium' as const }],
  viewport: VIEWPORT,
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // Anti-aliased pixels are ignored by pixelmatch itself; every other pixel must match
      // closely. 0.1 (the default) let a hue change of a token at 50% opacity through.
      comparatorOptions: { threshold: 0.02, allowedMismatchedPixelRatio: 0 },
    },
  },
}
