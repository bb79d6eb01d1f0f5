/**
 * Runs the real thing: serve.ts bootstraps, sets up and seeds a Directus in a temp dir on a free
 * port; the tests talk to it over HTTP like the site does.
 */
import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Api } from '../schema/api.ts'
import { createApi, login } from '../schema/api.ts'
import { readEnvFile } from './env-file.ts'

const serveScript = fileURLToPath(new URL('./serve.ts', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'lamella-cms-test-'))
const running = new Set<ChildProcess>()

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** Kills serve.ts and Directus together: serve.ts leads a process group of its own. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}
process.on('exit', () => running.forEach((child) => killGroup(child, 'SIGKILL')))

/** Starts serve.ts and resolves with its output once it exits or prints `until`. */
function serve(
  port: number,
  args: string[],
  until?: string,
): Promise<{ child: ChildProcess; output: string }> {
  const child = spawn(process.execPath, [serveScript, ...args], {
    env: { ...process.env, CMS_DATA_DIR: dataDir, CMS_HOST: '127.0.0.1', CMS_PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      if (until && output.includes(until)) resolve({ child, output })
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    child.once('exit', (code) => {
      running.delete(child)
      if (until) reject(new Error(`serve.ts exited with ${code} before "${until}":\n${output}`))
      else if (code === 0) resolve({ child, output })
      else reject(new Error(`serve.ts exited with ${code}:\n${output}`))
    })
  })
}

async function shutDown(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  killGroup(child, 'SIGTERM')
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

/** Everything setup or seed could add twice: item counts of every table, schema and access. */
async function snapshot(api: Api): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  const collections = await api.get<Array<{ collection: string; schema: unknown }>>('/collections')
  const tables = collections.filter(
    (item) => item.schema && !item.collection.startsWith('directus_'),
  )
  for (const { collection } of tables) {
    type Count = { count: number | string }
    // a singleton answers with one object, other collections with a list
    const data = await api.get<Count[] | Count>(`/items/${collection}`, {
      aggregate: { count: '*' },
    })
    counts[collection] = Number((Array.isArray(data) ? data[0] : data)?.count)
  }
  for (const system of [
    'collections',
    'fields',
    'relations',
    'permissions',
    'policies',
    'roles',
    'users',
    'files',
  ]) {
    counts[system] = (await api.get<unknown[]>(`/${system}`, { limit: -1 })).length
  }
  return counts
}

describe('serve.ts with a fresh data directory', () => {
  let port: number
  let url: string
  let server: ChildProcess
  let admin: Api
  let reader: Api
  let writer: Api

  beforeAll(async () => {
    port = await freePort()
    url = `http://127.0.0.1:${port}`
    server = (await serve(port, [], 'CMS ready on')).child
    const secrets = readEnvFile(join(dataDir, 'secrets.env'))
    const tokens = readEnvFile(join(dataDir, 'tokens.env'))
    admin = await login(url, secrets.ADMIN_EMAIL ?? '', secrets.ADMIN_PASSWORD ?? '')
    reader = createApi(url, tokens.DIRECTUS_TOKEN)
    writer = createApi(url, tokens.DIRECTUS_FORM_TOKEN)
  }, 240_000)

  afterAll(async () => {
    await Promise.all([...running].map(shutDown))
    rmSync(dataDir, { recursive: true, force: true })
  }, 30_000)

  it('writes the ready marker and both tokens', () => {
    expect(readFileSync(join(dataDir, '.ready'), 'utf8')).toMatch(/^\d{4}-/)
    const tokens = readEnvFile(join(dataDir, 'tokens.env'))
    expect(tokens.DIRECTUS_TOKEN).toMatch(/^[\w-]{32}$/)
    expect(tokens.DIRECTUS_FORM_TOKEN).toMatch(/^[\w-]{32}$/)
  })

  it('refuses anonymous reads', async () => {
    expect(await createApi(url).status('GET', '/items/pages')).toBe(403)
    expect(await createApi(url).status('GET', '/items/global_settings')).toBe(403)
  })

  it('lets the reader read published pages in every language, but not a draft', async () => {
    const pages = await reader.get<
      Array<{ status: string; translations: Array<{ languages_code: string }> }>
    >('/items/pages', { fields: 'status,translations.languages_code', limit: -1 })
    expect(pages.length).toBeGreaterThan(0)
    expect(pages.every((page) => page.status === 'published')).toBe(true)
    expect(pages[0]?.translations.map((row) => row.languages_code).sort()).toEqual([
      'de-DE',
      'en-US',
      'es-ES',
      'fr-FR',
      'nl-BE',
    ])

    const draft = await admin.post<{ id: number }>('/items/pages', {
      status: 'draft',
      translations: [{ languages_code: 'en-US', slug: 'test-draft', title: 'Draft' }],
    })
    try {
      expect(await reader.status('GET', `/items/pages/${draft.id}`)).toBe(403)
      const visible = await reader.get<Array<{ id: number }>>('/items/pages', {
        fields: 'id',
        limit: -1,
      })
      expect(visible.map((page) => page.id)).not.toContain(draft.id)
    } finally {
      await admin.delete(`/items/pages/${draft.id}`)
    }
  })

  it('lets the reader read the global settings with home and terms pages', async () => {
    const settings = await reader.get<{ brand: string; home_page: number; terms_page: number }>(
      '/items/global_settings',
      { fields: 'brand,home_page,terms_page' },
    )
    expect(settings.brand).toBe('Lamella')
    expect(settings.home_page).toEqual(expect.any(Number))
    expect(settings.terms_page).toEqual(expect.any(Number))
  })

  it('lets the form writer create a quote request and nothing else', async () => {
    const email = `integration-${Date.now()}@example.com`
    expect(
      await writer.status('POST', '/items/quote_requests', {
        kind: 'mail',
        name: 'Test',
        email,
        consent: true,
      }),
    ).toBe(204)
    expect(await writer.status('GET', '/items/quote_requests')).toBe(403)
    expect(await writer.status('GET', '/items/pages')).toBe(403)
    expect(await reader.status('GET', '/items/quote_requests')).toBe(403)

    const stored = await admin.get<Array<{ id: number }>>('/items/quote_requests', {
      filter: { email: { _eq: email } },
      fields: 'id',
    })
    expect(stored).toHaveLength(1)
    expect(
      await writer.status('PATCH', `/items/quote_requests/${stored[0]?.id}`, { name: 'Changed' }),
    ).toBe(403)
    await admin.delete(
      '/items/quote_requests',
      stored.map((row) => row.id),
    )
  })

  it('changes nothing when set up again, and keeps an editor’s edit', async () => {
    const [post] = await admin.get<Array<{ id: number }>>('/items/posts_translations', {
      filter: { languages_code: { _eq: 'en-US' } },
      fields: 'id',
      limit: 1,
    })
    await admin.patch(`/items/posts_translations/${post?.id}`, { title: 'Edited by an editor' })
    const before = await snapshot(admin)
    const tokensBefore = readFileSync(join(dataDir, 'tokens.env'), 'utf8')

    await shutDown(server)
    const again = await serve(port, ['--setup-only'])
    expect(again.output).toContain('CMS set up in')
    server = (await serve(port, [], 'CMS ready on')).child

    const secrets = readEnvFile(join(dataDir, 'secrets.env'))
    admin = await login(url, secrets.ADMIN_EMAIL ?? '', secrets.ADMIN_PASSWORD ?? '')
    expect(await snapshot(admin)).toEqual(before)
    expect(readFileSync(join(dataDir, 'tokens.env'), 'utf8')).toBe(tokensBefore)
    const edited = await admin.get<{ title: string }>(`/items/posts_translations/${post?.id}`)
    expect(edited.title).toBe('Edited by an editor')
    expect(await reader.status('GET', '/items/global_settings')).toBe(200)
  }, 240_000)
})
