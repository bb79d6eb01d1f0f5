import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { postgresBin, startPostgres, startRedis } from './servers.ts'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })

describe('throwaway servers of the scale-out run', () => {
  it('runs PostgreSQL on its own port, with password access, even as root; stop removes it', async () => {
    const pg = await startPostgres({ port: await freePort(), password: 's3cret' })
    try {
      const url = new URL(pg.url)
      const answer = execFileSync(
        join(postgresBin(), 'psql'),
        [
          '-h',
          '127.0.0.1',
          '-p',
          url.port,
          '-U',
          'lamella',
          '-d',
          'lamella',
          '-tAc',
          'select current_user',
        ],
        { env: { ...process.env, PGPASSWORD: 's3cret' }, encoding: 'utf8' },
      )
      expect(answer.trim()).toBe('lamella')
      expect(() =>
        execFileSync(
          join(postgresBin(), 'psql'),
          ['-h', '127.0.0.1', '-p', url.port, '-U', 'lamella', '-d', 'lamella', '-c', 'select 1'],
          { env: { ...process.env, PGPASSWORD: 'wrong' }, stdio: 'ignore' },
        ),
      ).toThrow()
    } finally {
      await pg.stop()
    }
    expect(existsSync(pg.dir)).toBe(false)
  }, 60_000)

  it('runs Redis without persistence on its own port', async () => {
    const port = await freePort()
    const redis = await startRedis({ port })
    try {
      const reply = execFileSync('redis-cli', ['-p', String(port), 'config', 'get', 'save'], {
        encoding: 'utf8',
      })
      expect(reply.split('\n').map((line) => line.trim())).toEqual(['save', '', ''])
    } finally {
      await redis.stop()
    }
    expect(existsSync(redis.dir)).toBe(false)
  })
})
