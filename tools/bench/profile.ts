import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { repoRoot, startSite, type CmsHandle } from '../scripts/stack.ts'
import { runLoad, warmUp, type LoadSummary } from '../shared/load-generator.ts'
import { summarizeProfile, type CpuProfile } from './profile-summary.ts'
import type { ProfileReport } from './report.ts'

export interface ProfileRunOptions {
  cms: CmsHandle
  port: number
  path: string
  connections: number
  durationS: number
  outDir: string
  stdio: 'inherit' | 'ignore'
  log: (message: string) => void
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n)

/** Profiles a data-cached render (PAGE_CACHE=off) under load with `node --cpu-prof`. */
export async function runProfile(
  options: ProfileRunOptions,
): Promise<ProfileReport & { load: LoadSummary }> {
  const { cms, port, path, connections, durationS, outDir } = options
  mkdirSync(outDir, { recursive: true })
  const preload = pathToFileURL(join(import.meta.dirname, 'exit-on-signal.ts')).href
  const site = await startSite({
    port,
    cms,
    stdio: options.stdio,
    env: {
      PAGE_CACHE: 'off',
      // the render on the thread whose profile is read
      PAGE_RENDER_THREADS: '0',
      NODE_OPTIONS: [
        process.env.NODE_OPTIONS ?? '',
        `--cpu-prof --cpu-prof-dir=${outDir} --import=${preload}`,
      ]
        .join(' ')
        .trim(),
    },
  })
  let window: { fromUs: number; toUs: number }
  let load: LoadSummary
  try {
    await warmUp(site.url, [path], Math.min(2, durationS))
    options.log(`profiling ${path} at ${connections} connections for ${durationS} s`)
    const fromUs = nowUs()
    load = await runLoad({
      scenario: 'profile',
      url: site.url,
      paths: [path],
      connections,
      durationS,
    })
    window = { fromUs, toUs: nowUs() }
  } finally {
    await site.stop()
  }
  const file = readdirSync(outDir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(outDir, name))
    .at(-1)
  if (!file) {
    throw new Error(
      `the profiled site wrote no .cpuprofile to ${outDir} (exit code ${site.process.exitCode}, signal ${site.process.signalCode})`,
    )
  }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile
  return {
    file: file.replace(`${repoRoot}/`, ''),
    path,
    connections,
    durationS,
    summary: summarizeProfile(profile, { root: repoRoot, window }),
    load,
  }
}
