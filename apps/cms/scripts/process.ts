/** Waiting for and stopping child processes: Directus here, every stack the tools start. */
import type { ChildProcess } from 'node:child_process'

/** Resolves with the exit code once the child has exited (at once if it already has). */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) resolveExit(child.exitCode)
    else child.once('exit', (code) => resolveExit(code))
  })

/** SIGTERM, then SIGKILL after 10 s; resolves once the child has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const done = exited(child)
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await done
  clearTimeout(timer)
}
