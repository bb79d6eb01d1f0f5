/**
 * Throwaway PostgreSQL and Redis servers for the scale-out run: Debian's binaries, our own ports,
 * data in a temporary directory, never the system services. Each stops with `stop()` and leaves
 * nothing behind.
 */
import { execFileSync, spawn } from 'node:child_process'
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { exited } from '../scripts/stack.ts'

/** Debian's newest PostgreSQL (15 on Debian 12), or `PG_BIN`. */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!versions[0])
    throw new Error('no PostgreSQL in /usr/lib/postgresql: run tools/bin/bootstrap.sh')
  return join(root, versions[0], 'bin')
}
export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server'

export interface ServerHandle {
  url: string
  dir: string
  /** the server's own log, when it writes one */
  log?: string
  stop(): Promise<void>
}

/** Resolves once something accepts TCP connections on the port. */
export async function waitForPort(port: number, timeoutMs = 30_000, host = '127.0.0.1') {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, host)
      socket.once('connect', () => {
        socket.destroy()
        done(true)
      })
      socket.once('error', () => done(false))
    })
    if (open) return
    if (Date.now() > deadline) throw new Error(`nothing listens on ${host}:${port}`)
    await sleep(100)
  }
}

/**
 * PostgreSQL refuses to run as root, and CI runs everything as root: there the server runs as the
 * `postgres` user Debian's package creates (or `PG_RUN_AS`), through `runuser`.
 */
export function postgresUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined
  return process.env.PG_RUN_AS ?? 'postgres'
}

function asPostgresUser(command: string, args: string[]): [string, string[]] {
  const user = postgresUser()
  return user ? ['/usr/sbin/runuser', ['-u', user, '--', command, ...args]] : [command, args]
}

function userIds(user: string): { uid: number; gid: number } {
  const [uid, gid] = ['-u', '-g'].map((flag) =>
    Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim()),
  )
  return { uid: uid ?? 0, gid: gid ?? 0 }
}

export interface PostgresOptions {
  port: number
  database?: string
  user?: string
  password?: string
}

/** initdb + pg_ctl on `port`, a database and a password user for Directus. */
export async function startPostgres({
  port,
  database = 'lamella',
  user = 'lamella',
  password = 'lamella',
}: PostgresOptions): Promise<ServerHandle> {
  const bin = postgresBin()
  const dir = mkdtempSync(join(tmpdir(), 'lamella-pg-'))
  const data = join(dir, 'data')
  const socketDir = join(dir, 'run')
  mkdirSync(socketDir)
  const passwordFile = join(dir, 'password')
  writeFileSync(passwordFile, `${password}\n`)
  const runAs = postgresUser()
  if (runAs) {
    const { uid, gid } = userIds(runAs)
    for (const path of [dir, socketDir, passwordFile]) chownSync(path, uid, gid)
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asPostgresUser(join(bin, command), args)
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] })
  }
  run('initdb', [
    '-D',
    data,
    '-U',
    user,
    `--pwfile=${passwordFile}`,
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '-E',
    'UTF8',
    '--locale=C',
  ])
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'postgres.log'),
    '-w',
    '-o',
    // No JIT: the planner overestimates Directus' permission joins on small tables that were
    // never analysed, and compiled each file read for a second of CPU to run it in a millisecond
    // (docs/deploy.md). Statements slower than a second are logged, to explain a slow CMS read.
    `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c jit=off -c log_min_duration_statement=1000`,
    'start',
  ])
  run('createdb', ['-h', socketDir, '-p', String(port), '-U', user, database])
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    dir,
    log: join(dir, 'postgres.log'),
    async stop() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** redis-server on `port` with no persistence, its working directory a temporary one. */
export async function startRedis({ port }: { port: number }): Promise<ServerHandle> {
  const dir = mkdtempSync(join(tmpdir(), 'lamella-redis-'))
  const child = spawn(
    REDIS_SERVER,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  await waitForPort(port)
  return {
    url: `redis://127.0.0.1:${port}`,
    dir,
    async stop() {
      const done = exited(child)
      child.kill('SIGTERM')
      await done
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
