/**
 * Starts the stack the end-to-end tests run against: a fresh Directus (own temp data dir, port
 * 8155 by default) set up and seeded by apps/cms/scripts/serve.ts, then the built site (port 3155)
 * reading it with the reader token. Stays in the foreground; Ctrl+C or SIGTERM stops both.
 * Playwright starts it as its webServer, so `npm test` may run while `npm start` is up.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const cmsPort = process.env.E2E_CMS_PORT ?? '8155'
const sitePort = process.env.E2E_SITE_PORT ?? '3155'
const dataDir = mkdtempSync(join(tmpdir(), 'lamella-e2e-cms-'))
const children: ChildProcess[] = []

function stop(code: number) {
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => {
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(code)
  }, 1500)
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

function start(name: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  })
  child.on('exit', (code) => {
    console.error(`[e2e-stack] ${name} exited with ${code}`)
    stop(1)
  })
  children.push(child)
  return child
}

start('cms', ['apps/cms/scripts/serve.ts'], {
  CMS_DATA_DIR: dataDir,
  CMS_PORT: cmsPort,
  CMS_HOST: '127.0.0.1',
})

const deadline = Date.now() + 5 * 60_000
while (!existsSync(join(dataDir, '.ready'))) {
  if (Date.now() > deadline) {
    console.error('[e2e-stack] the CMS was not ready after 5 minutes')
    stop(1)
  }
  await new Promise((r) => setTimeout(r, 300))
}

const tokens = Object.fromEntries(
  readFileSync(join(dataDir, 'tokens.env'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('='))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
)
start('site', ['apps/site/server.js'], {
  ...tokens,
  DIRECTUS_URL: `http://127.0.0.1:${cmsPort}`,
  HOST: '127.0.0.1',
  PORT: sitePort,
  NODE_ENV: 'production',
})
