/** Debian's Chromium: the only browser these machines have (nothing may download one). */
export const chromePath = '/usr/bin/chromium'

// The background-networking, component-update and sync flags keep Chromium from calling home:
// this machine refuses those connections, which otherwise disturbs the runs.
export const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
