import { fork } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RecordedResponse } from './baseline-server.ts'
import { browserHeaders, getRaw } from '../shared/http.ts'

/** Records what the site answers for each path, with the headers the load will send. */
export async function recordResponses(siteUrl: string, paths: string[]) {
  const recorded: Record<string, RecordedResponse> = {}
  for (const path of paths) {
    const response = await getRaw(siteUrl + path, browserHeaders)
    recorded[path] = {
      status: response.status,
      headers: response.headers,
      body: response.body.toString('base64'),
    }
  }
  return recorded
}

export interface BaselineHandle {
  url: string
  stop(): Promise<void>
}

/** Starts baseline-server.ts as a child process replaying `responses`. */
export async function startBaseline(
  responses: Record<string, RecordedResponse>,
): Promise<BaselineHandle> {
  const dir = mkdtempSync(join(tmpdir(), 'lamella-bench-baseline-'))
  const file = join(dir, 'responses.json')
  writeFileSync(file, JSON.stringify(responses))
  const child = fork(join(import.meta.dirname, 'baseline-server.ts'), [file], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port))
    child.once('exit', (code) => reject(new Error(`the baseline server exited with ${code}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
