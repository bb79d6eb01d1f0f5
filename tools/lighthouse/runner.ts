/**
 * One Lighthouse run in its own Chromium. A fresh browser and profile per run means every run
 * starts with a cold HTTP cache, no service worker and no leftover tabs, whatever the run before
 * it did; launching costs about half a second next to the ten or so seconds of a run.
 */
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { chromiumFlags, chromiumPath } from '@lamella/ui/chromium'
import { explainBlocking, type BlockingTime } from './blocking.ts'
import { categories } from './summary.ts'

let current: { chrome: LaunchedChrome; userDataDir: string } | undefined

/** A finished run: Lighthouse's result, and with `explain` what its blocking time counted. */
export interface RunOutcome {
  lhr: Result
  blocking?: BlockingTime
}

async function close(chrome: LaunchedChrome, userDataDir: string) {
  const running = chrome.process.exitCode === null && chrome.process.signalCode === null
  const closed = running ? once(chrome.process, 'close') : undefined
  chrome.kill()
  // Chromium may still be writing its profile for a moment after the kill.
  await Promise.race([closed, sleep(5_000)])
  rmSync(userDataDir, { recursive: true, force: true, maxRetries: 5 })
}

/**
 * Runs Lighthouse's default (mobile, simulated throttling) on one URL, in a new Chromium.
 * `selfSigned`: the URL is the reference proxy with its throwaway certificate, which this browser
 * (and only it) accepts. `cpuSlowdown`: Lighthouse's CPU slowdown multiplier instead of its 4.
 * `scripts: false`: the page's script files are blocked (its inline scripts still run, but nothing
 * hydrates): what its HTML and CSS alone cost. `explain`: also replay the run through Lighthouse's
 * simulation for the tasks its Total Blocking Time counted (`blocking.ts`).
 */
export async function runLighthouse(
  url: string,
  {
    selfSigned = false,
    cpuSlowdown,
    scripts = true,
    explain = false,
  }: { selfSigned?: boolean; cpuSlowdown?: number; scripts?: boolean; explain?: boolean } = {},
): Promise<RunOutcome> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'lamella-lighthouse-chrome-'))
  // handleSIGINT off: on Ctrl+C the script stops the stack itself, then closes this browser.
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: selfSigned ? [...chromiumFlags, '--ignore-certificate-errors'] : chromiumFlags,
    userDataDir,
    handleSIGINT: false,
  })
  current = { chrome, userDataDir }
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: [...categories],
      ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
      // Chromium's own switch for scripts also stops Lighthouse's protocol calls; blocking the
      // files leaves those working
      ...(scripts ? {} : { blockedUrlPatterns: ['*.js'] }),
    })
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    const blocking = explain && !result.lhr.runtimeError ? await explainBlocking(result) : undefined
    return { lhr: result.lhr, ...(blocking ? { blocking } : {}) }
  } finally {
    current = undefined
    await close(chrome, userDataDir)
  }
}

/** Closes the browser of a run in progress, for an interrupted script. */
export async function closeCurrentBrowser() {
  if (current) await close(current.chrome, current.userDataDir)
}
