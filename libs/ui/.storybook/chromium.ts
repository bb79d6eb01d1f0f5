/**
 * Debian's Chromium, the only browser these machines have (nothing may download one), for every
 * browser run of the repository: story tests, Playwright, Lighthouse, icons and the visual review.
 * Here because every package may import @lamella/ui. `CHROMIUM_PATH` points elsewhere.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's headless shell of the same Chromium (the browser Playwright itself runs headless): no
 * browser UI process, so a page costs about half the CPU. The e2e suite runs on it; the story
 * tests keep `chromiumPath`, whose rendering their screenshot baselines come from, and Lighthouse
 * measures the browser visitors have. `CHROMIUM_HEADLESS_SHELL_PATH` points elsewhere.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'

/**
 * Headless and quiet: the background-networking, component-update and sync flags keep Chromium
 * from calling home; this machine refuses those connections, which otherwise disturbs the runs.
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
