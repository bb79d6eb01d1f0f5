import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags, headlessShellPath } from '@lamella/ui/chromium'
import {
  e2eBaseUrl,
  e2eCmsDataDir,
  e2eCmsPort as cmsPort,
  e2eMailboxPort as mailboxPort,
  e2eSitePort as sitePort,
  externalStack,
  OWN_STACK,
} from './e2e/stack-env'

/** Playwright's own stack: a fresh Directus and the built site (tools/scripts/e2e-stack.ts). */
const ownStack = {
  command: 'node ../../tools/scripts/e2e-stack.ts',
  url: `http://127.0.0.1:${sitePort}/healthz`,
  timeout: 300_000,
  reuseExistingServer: false,
  // SIGTERM lets the stack stop Directus and remove its data directory (a kill leaves it behind)
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: {
    E2E_SITE_PORT: sitePort,
    E2E_CMS_PORT: cmsPort,
    E2E_CMS_DATA_DIR: e2eCmsDataDir,
    E2E_MAILBOX_PORT: mailboxPort,
  },
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // the scale-out stack runs seven servers beside the browser on the same machine
  timeout: externalStack ? 60_000 : 30_000,
  reporter: [
    ['list'],
    ['json', { outputFile: `../../reports/${externalStack ? 'e2e-external' : 'e2e'}.json` }],
  ],
  // an external stack (E2E_BASE_URL, tools/scale) cannot give a spec a CMS or site of its own
  // own-stack.spec.ts starts its own CMS and sites for every test in it
  ...(externalStack
    ? { grepInvert: new RegExp(OWN_STACK), testIgnore: ['**/own-stack.spec.ts'] }
    : {}),
  use: {
    baseURL: e2eBaseUrl ?? `http://127.0.0.1:${sitePort}`,
    // the scale run's proxy has a self-signed certificate
    ignoreHTTPSErrors: externalStack,
    // a trace records every action's snapshots, which costs the suite about a third of its time;
    // CI keeps only what the run prints, so only a run on a developer's machine records them
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: headlessShellPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  ...(externalStack ? {} : { webServer: ownStack }),
})
