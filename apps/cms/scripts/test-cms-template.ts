/**
 * The data directory every test CMS of a run starts from: bootstrapped, set up and seeded once per
 * run, by the first test that needs one (`templateDir`), while tests in the other workers wait.
 * Vitest's global setup (this module's default export) names the directory, as `cmsTemplate`, and
 * removes it at the end; a run without such a test never makes it. `npm test` makes one for all
 * its steps first (`makeTemplate`) and names it in LAMELLA_CMS_TEMPLATE, which is then used as
 * it is. Nothing here imports vitest: the global setup runs outside the test workers.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { exited } from './process.ts'

export const serveScript = fileURLToPath(new URL('./serve.ts', import.meta.url))

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** serve.ts's environment for a test CMS in `dataDir` on `port`, with `env` over it. */
export async function cmsEnv(dataDir: string, port: number, env: NodeJS.ProcessEnv) {
  return {
    ...process.env,
    CMS_DATA_DIR: dataDir,
    CMS_HOST: '127.0.0.1',
    CMS_PORT: String(port),
    SITE_INTERNAL_URL: `http://127.0.0.1:${await freePort()}`,
    // the setup records a project owner, which Directus reports: not a test's made-up one
    COMPLIANCE_URL: 'http://127.0.0.1:9',
    ...env,
  }
}

/** Where `npm test` keeps the template it made for all its steps (none outside it). */
export const templateEnv = 'LAMELLA_CMS_TEMPLATE'

/**
 * Bootstraps, sets up and seeds a Directus (on SQLite) in `dataDir` and stops it; throws with its
 * output when that fails.
 */
export async function makeTemplate(dataDir: string): Promise<void> {
  const child = spawn(process.execPath, [serveScript, '--setup-only'], {
    env: await cmsEnv(dataDir, await freePort(), {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await exited(child)
  if (code !== 0) throw new Error(`serve.ts --setup-only exited with ${code}:\n${output}`)
}

/**
 * The run's template: `npm test`'s, or else one in `root` (the global setup's `cmsTemplate`), made
 * by whichever caller comes first (the one that creates `root/claimed`) while the others wait for
 * it. Answers its data directory.
 */
export async function templateDir(root: string): Promise<string> {
  const made = process.env[templateEnv]
  if (made) return made
  const dataDir = join(root, 'data')
  const [done, failed] = [join(root, 'done'), join(root, 'failed')]
  let claimed = true
  try {
    mkdirSync(join(root, 'claimed'))
  } catch {
    claimed = false
  }
  if (claimed) {
    try {
      await makeTemplate(dataDir)
      writeFileSync(done, '')
    } catch (error) {
      writeFileSync(failed, (error as Error).message)
      throw error
    }
  }
  while (!existsSync(done)) {
    if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'))
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return dataDir
}

export default function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'lamella-cms-template-'))
  project.provide('cmsTemplate', root)
  return () => rmSync(root, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's template CMS is made (test-cms-template.ts). */
    cmsTemplate: string
  }
}
