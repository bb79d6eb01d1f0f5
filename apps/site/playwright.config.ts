import { defineConfig, devices } from '@playwright/test'
import {
  e2eCmsDataDir,
  e2eCmsPort as cmsPort,
  e2eMailDir,
  e2eSitePort as sitePort,
} from './e2e/stack-env'

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../../reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../../tools/scripts/e2e-stack.ts',
    url: `http://127.0.0.1:${sitePort}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    // SIGTERM lets the stack stop Directus and remove its data directory (a kill leaves it behind)
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      E2E_SITE_PORT: sitePort,
      E2E_CMS_PORT: cmsPort,
      E2E_CMS_DATA_DIR: e2eCmsDataDir,
      E2E_MAIL_DIR: e2eMailDir,
    },
  },
})
