/**
 * For the tests that run the real thing: `startTestCms` has serve.ts start a Directus in a temp
 * directory on a free port, in a process group of its own, and logs in as the admin; `stop` ends
 * serve.ts and Directus together and removes the directory. The directory starts as a copy of the
 * run's template (`templateDir`: bootstrapped, set up and seeded once per run), so each Directus
 * only checks its setup instead of making it.
 */
import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import type { Api } from '../schema/api.ts'
import { login } from '../schema/api.ts'
import { readEnvFile } from './env-file.ts'
import { cmsEnv, freePort, serveScript, templateDir } from './test-cms-template.ts'

export { freePort, serveScript }

/** serve.ts leads a process group of its own: this stops Directus with it. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

export interface TestCms {
  url: string
  dataDir: string
  admin: Api
  /** tokens.env: DIRECTUS_TOKEN, DIRECTUS_FORM_TOKEN, DIRECTUS_PREVIEW_TOKEN, DIRECTUS_DEALER_TOKEN, ... */
  tokens: Record<string, string>
  stop(): Promise<void>
}

/**
 * Starts serve.ts with `env` over this process's environment (CMS_DATA_DIR, CMS_HOST, CMS_PORT,
 * SITE_INTERNAL_URL and COMPLIANCE_URL are set here) and resolves once it is ready.
 */
export async function startTestCms(name: string, env: NodeJS.ProcessEnv = {}): Promise<TestCms> {
  const dataDir = mkdtempSync(join(tmpdir(), `lamella-cms-${name}-`))
  cpSync(await templateDir(inject('cmsTemplate')), dataDir, { recursive: true })
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [serveScript], {
    env: await cmsEnv(dataDir, port, env),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const killOnExit = () => killGroup(child, 'SIGKILL')
  process.on('exit', killOnExit)

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      killGroup(child, 'SIGTERM')
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000)
      await exited
      clearTimeout(timer)
    }
    process.off('exit', killOnExit)
    rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    await new Promise<void>((resolve, reject) => {
      let output = ''
      const collect = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('CMS ready on')) resolve()
      }
      child.stdout?.on('data', collect)
      child.stderr?.on('data', collect)
      child.once('exit', (code) => reject(new Error(`serve.ts exited with ${code}:\n${output}`)))
    })
    const secrets = readEnvFile(join(dataDir, 'secrets.env'))
    const admin = await login(url, secrets.ADMIN_EMAIL ?? '', secrets.ADMIN_PASSWORD ?? '')
    return { url, dataDir, admin, tokens: readEnvFile(join(dataDir, 'tokens.env')), stop }
  } catch (error) {
    await stop()
    throw error
  }
}
