/**
 * The site under measurement when no --url is given: a fresh CMS and the built site, started the
 * way every tool starts them (tools/scripts/stack.ts), on ports of their own so that a dev stack on
 * 3000/8055 or an end-to-end run can go on beside it.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import {
  removeDataDir,
  repoRoot,
  startCms,
  startSite,
  type CmsHandle,
  type SiteHandle,
} from '../scripts/stack.ts'

const cmsPort = 8271
const sitePort = 3271
export const siteBuild = join(repoRoot, 'apps/site/build/server/index.js')

let cms: CmsHandle | undefined
let site: SiteHandle | undefined
let dataDir: string | undefined
/** a start in progress: its processes have no handle to stop them by until it is done */
let starting: Promise<unknown> | undefined

/** Stops the stack started here, if any, and removes the CMS's data. */
export async function stopStack() {
  await starting
  const [stoppingSite, stoppingCms, removing] = [site, cms, dataDir]
  site = cms = dataDir = undefined
  await Promise.all([stoppingSite?.stop(), stoppingCms?.stop()])
  if (removing) removeDataDir(removing)
}

function portFree(port: number) {
  return new Promise<boolean>((done) => {
    const server = createServer()
    server.once('error', () => done(false))
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)))
  })
}

const generated = new Set(['node_modules', 'build', 'dist', '.react-router'])

/** The newest modification time among the sources a site build is made of (tests are not). */
function newestSource(): { path: string; time: number } {
  let newest = { path: '', time: 0 }
  const visit = (path: string) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (!generated.has(name)) visit(join(path, name))
      }
    } else if (!/\.(test|stories)\.tsx?$/.test(path) && stat.mtimeMs > newest.time) {
      newest = { path, time: stat.mtimeMs }
    }
  }
  const libs = join(repoRoot, 'libs')
  for (const lib of readdirSync(libs)) visit(join(libs, lib, 'src'))
  visit(join(repoRoot, 'apps/site/app'))
  return newest
}

export interface StackOptions {
  build: boolean
  verbose: boolean
  log: (message: string) => void
}

/** Starts a fresh CMS and the built site; resolves to the site's URL. */
export async function startStack({ build, verbose, log }: StackOptions): Promise<string> {
  for (const port of [cmsPort, sitePort]) {
    if (!(await portFree(port))) {
      throw new Error(`port ${port} is taken (another Lighthouse run?); stop it or use --url`)
    }
  }
  if (build || !existsSync(siteBuild)) {
    log(build ? 'building the site' : 'building the site (apps/site/build is missing)')
    const built = spawnSync('npx', ['nx', 'run', '@lamella/site:build'], {
      cwd: repoRoot,
      stdio: 'inherit',
    })
    if (built.status !== 0) throw new Error('the site build failed')
  } else {
    // Measuring yesterday's build by mistake is easy while the site is being worked on.
    const source = newestSource()
    if (source.time > statSync(siteBuild).mtimeMs) {
      log(
        `warning: the site build is older than ${relative(repoRoot, source.path)}; --build rebuilds it`,
      )
    }
  }
  const stdio = verbose ? 'inherit' : 'ignore'
  log(`starting a fresh CMS on ${cmsPort} (the first start bootstraps and seeds it)`)
  // Ours, not startCms's default, so that it is removed even when the CMS dies while starting.
  dataDir = mkdtempSync(join(tmpdir(), 'lamella-cms-lighthouse-'))
  const start = async () => {
    cms = await startCms({ port: cmsPort, dataDir, stdio })
    site = await startSite({ port: sitePort, cms, stdio })
    return site.url
  }
  const started = start()
  starting = started.catch(() => undefined)
  try {
    const url = await started
    log(`site on ${url}`)
    return url
  } catch (error) {
    throw new Error(`${(error as Error).message}${verbose ? '' : ' (--verbose shows its output)'}`)
  } finally {
    starting = undefined
  }
}
