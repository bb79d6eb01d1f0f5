import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { noMailTransport } from '../schema/flows.ts'
import { directusEnv, limitsEnv, prepare, sitePurgeUrl } from './directus.ts'
import { readEnvFile } from './env-file.ts'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lamella-cms-prepare-'))
  dirs.push(dir)
  return dir
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('prepare', () => {
  it('generates the purge secret once per data directory', () => {
    const dir = tempDir()
    const first = prepare({ CMS_DATA_DIR: dir })
    expect(first.purgeSecret).toMatch(/^[\w-]{43}$/)
    expect(readEnvFile(join(dir, 'secrets.env')).PURGE_SECRET).toBe(first.purgeSecret)
    expect(statSync(join(dir, 'secrets.env')).mode & 0o777).toBe(0o600)
    expect(prepare({ CMS_DATA_DIR: dir }).purgeSecret).toBe(first.purgeSecret)
    expect(prepare({ CMS_DATA_DIR: tempDir() }).purgeSecret).not.toBe(first.purgeSecret)
  })

  it('gives a data directory from before the purge and preview secrets both, and keeps the rest', () => {
    const dir = tempDir()
    writeFileSync(join(dir, 'lamella.db'), '')
    const old = { KEY: 'k', SECRET: 's', ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'p' }
    writeFileSync(
      join(dir, 'secrets.env'),
      Object.entries(old)
        .map(([key, value]) => `${key}=${value}\n`)
        .join(''),
    )
    const config = prepare({ CMS_DATA_DIR: dir })
    expect(config.purgeSecret).toMatch(/^[\w-]{43}$/)
    expect(config.previewSecret).toMatch(/^[\w-]{43}$/)
    expect(config.previewSecret).not.toBe(config.purgeSecret)
    expect(readEnvFile(join(dir, 'secrets.env'))).toEqual({
      ...old,
      PURGE_SECRET: config.purgeSecret,
      PREVIEW_SECRET: config.previewSecret,
    })
    // the extensions Directus loads at start are built into the data directory
    expect(readFileSync(join(dir, 'extensions/site-preview/dist/index.js'), 'utf8')).toContain(
      "id: 'site-preview'",
    )
  })

  it('sends purges to SITE_INTERNAL_URL, by default to the site on SITE_PORT or 3000', () => {
    const dir = tempDir()
    expect(sitePurgeUrl(prepare({ CMS_DATA_DIR: dir }))).toBe(
      'http://127.0.0.1:3000/api/cache/purge',
    )
    expect(sitePurgeUrl(prepare({ CMS_DATA_DIR: dir, SITE_PORT: '3155' }))).toBe(
      'http://127.0.0.1:3155/api/cache/purge',
    )
    const internal = { CMS_DATA_DIR: dir, SITE_PORT: '1', SITE_INTERNAL_URL: 'http://site:8080/' }
    expect(sitePurgeUrl(prepare(internal))).toBe('http://site:8080/api/cache/purge')
    expect(() => prepare({ CMS_DATA_DIR: dir, SITE_INTERNAL_URL: 'site' })).toThrow(
      /SITE_INTERNAL_URL/,
    )
  })
})

describe('the anonymisation’s schedule', () => {
  it('is nightly unless QUOTE_RETENTION_CRON says otherwise, with or without seconds', () => {
    expect(prepare({ CMS_DATA_DIR: tempDir() }).retentionCron).toBe('0 3 * * *')
    const often = { CMS_DATA_DIR: tempDir(), QUOTE_RETENTION_CRON: '*/2 * * * * *' }
    expect(prepare(often).retentionCron).toBe('*/2 * * * * *')
    expect(() => prepare({ CMS_DATA_DIR: tempDir(), QUOTE_RETENTION_CRON: 'daily' })).toThrow(
      /QUOTE_RETENTION_CRON/,
    )
  })
})

describe('the project owner', () => {
  it('is the admin unless CMS_PROJECT_OWNER names someone, who must have an e-mail address', () => {
    expect(prepare({ CMS_DATA_DIR: tempDir() }).projectOwner).toEqual({
      email: 'admin@example.com',
      given: false,
    })
    const admin = { CMS_DATA_DIR: tempDir(), CMS_ADMIN_EMAIL: 'web@lamella.example.com' }
    expect(prepare(admin).projectOwner.email).toBe('web@lamella.example.com')
    const named = { ...admin, CMS_PROJECT_OWNER: ' owner@lamella.example.com ' }
    expect(prepare(named).projectOwner).toEqual({
      email: 'owner@lamella.example.com',
      given: true,
    })
    expect(() => prepare({ ...admin, CMS_PROJECT_OWNER: 'Lamella BV' })).toThrow(
      /CMS_PROJECT_OWNER/,
    )
  })
})

describe('directusEnv', () => {
  it('lets flows read the purge URL and secret, as strings', () => {
    const config = prepare({ CMS_DATA_DIR: tempDir(), SITE_INTERNAL_URL: 'http://127.0.0.1:4100' })
    const env = directusEnv(config, {})
    expect(env.FLOWS_ENV_ALLOW_LIST).toBe(
      'SITE_PURGE_URL,PURGE_SECRET,MAIL_TRANSPORT,SITE_PUBLIC_URL',
    )
    expect(env.SITE_PURGE_URL).toBe('string:http://127.0.0.1:4100/api/cache/purge')
    expect(env.PURGE_SECRET).toBe(`string:${config.purgeSecret}`)
    expect(env.IMPORT_IP_DENY_LIST).toContain('169.254.169.254')
  })

  it('gives Directus the Data Studio’s public address, for the links in its mails', () => {
    const local = prepare({ CMS_DATA_DIR: tempDir(), CMS_PORT: '8123' })
    expect(directusEnv(local, {}).PUBLIC_URL).toBe('http://127.0.0.1:8123')
    const behindProxy = prepare({
      CMS_DATA_DIR: tempDir(),
      CMS_PUBLIC_URL: 'https://cms.example.test/',
    })
    expect(directusEnv(behindProxy, {}).PUBLIC_URL).toBe('https://cms.example.test')
    expect(() => prepare({ CMS_DATA_DIR: tempDir(), CMS_PUBLIC_URL: 'cms' })).toThrow(
      /CMS_PUBLIC_URL/,
    )
  })

  it('makes the Data Studio’s cookies Secure over https, and lets it connect to itself only', () => {
    const cookies = (env: NodeJS.ProcessEnv) => {
      const { SESSION_COOKIE_SECURE, REFRESH_TOKEN_COOKIE_SECURE } = directusEnv(
        prepare({ CMS_DATA_DIR: tempDir(), ...env }),
        env,
      )
      return [SESSION_COOKIE_SECURE, REFRESH_TOKEN_COOKIE_SECURE]
    }
    expect(cookies({})).toEqual(['false', 'false'])
    expect(cookies({ CMS_PUBLIC_URL: 'https://cms.example.test' })).toEqual(['true', 'true'])
    // Directus' own variables win
    expect(cookies({ SESSION_COOKIE_SECURE: 'true' })).toEqual(['true', 'false'])
    const env = directusEnv(prepare({ CMS_DATA_DIR: tempDir() }), {})
    expect(env.CONTENT_SECURITY_POLICY_DIRECTIVES__CONNECT_SRC).toBe("array:'self'")
  })

  it('keeps an allow list and a deny list of the environment', () => {
    const config = prepare({ CMS_DATA_DIR: tempDir() })
    const env = directusEnv(config, {
      FLOWS_ENV_ALLOW_LIST: 'PUBLIC_URL,PURGE_SECRET',
      IMPORT_IP_DENY_LIST: '0.0.0.0',
    })
    expect(env.FLOWS_ENV_ALLOW_LIST).toBe(
      'PUBLIC_URL,PURGE_SECRET,SITE_PURGE_URL,MAIL_TRANSPORT,SITE_PUBLIC_URL',
    )
    expect(env.IMPORT_IP_DENY_LIST).toBe('0.0.0.0')
  })

  it('sends e-mail over SMTP when a host is set, and none without one', () => {
    const config = prepare({ CMS_DATA_DIR: tempDir() })
    const smtp = {
      EMAIL_SMTP_HOST: 'mail.example.test',
      EMAIL_SMTP_PORT: '2525',
      EMAIL_SMTP_USER: 'quotes',
      EMAIL_SMTP_PASSWORD: 'secret',
      EMAIL_SMTP_SECURE: 'false',
      EMAIL_SMTP_IGNORE_TLS: 'false',
      EMAIL_FROM: 'quotes@example.test',
    }
    const env = directusEnv(config, smtp)
    expect(env.EMAIL_TRANSPORT).toBe('string:smtp')
    expect(env.MAIL_TRANSPORT).toBe('string:smtp')
    // Directus reads the rest itself, as given
    expect(env).toMatchObject(smtp)
    const off = directusEnv(config, {})
    expect(off.MAIL_TRANSPORT).toBe(`string:${noMailTransport}`)
    // a transport Directus knows, whose program refuses every message
    expect(off).toMatchObject({
      EMAIL_TRANSPORT: 'string:sendmail',
      EMAIL_SENDMAIL_PATH: 'string:/bin/false',
    })
    const ses = directusEnv(config, { EMAIL_TRANSPORT: 'ses' })
    expect([ses.EMAIL_TRANSPORT, ses.MAIL_TRANSPORT]).toEqual(['string:ses', 'string:ses'])
  })

  it('keeps SQLite in the data directory and Redis off unless told otherwise', () => {
    const dir = tempDir()
    // a REDIS_* variable alone would switch Directus' Redis on, with no server behind it
    const env = directusEnv(prepare({ CMS_DATA_DIR: dir }), { REDIS_HOST: 'nowhere' })
    expect(env).toMatchObject({
      DB_CLIENT: 'sqlite3',
      DB_FILENAME: join(dir, 'lamella.db'),
      REDIS_ENABLED: 'false',
    })
    expect(env.CACHE_STORE).toBeUndefined()
  })

  it('shares the database and Redis between processes when switched to PostgreSQL', () => {
    const pg = {
      CMS_DATA_DIR: tempDir(),
      CMS_DB_CLIENT: 'pg',
      DB_CONNECTION_STRING: 'postgres://lamella:pw@127.0.0.1:5433/lamella',
      REDIS_URL: 'redis://127.0.0.1:6380',
    }
    const env = directusEnv(prepare(pg), pg)
    expect(env).toMatchObject({
      DB_CLIENT: 'pg',
      DB_CONNECTION_STRING: pg.DB_CONNECTION_STRING,
      REDIS_ENABLED: 'true',
      REDIS: pg.REDIS_URL,
      CACHE_STORE: 'redis',
      RATE_LIMITER_STORE: 'redis',
      SYNCHRONIZATION_STORE: 'redis',
    })
    expect(env.DB_FILENAME).toBeUndefined()
  })

  it('limits requests per address, sign-ins much more, with the store of the processes', () => {
    const memory = directusEnv(prepare({ CMS_DATA_DIR: tempDir() }), {})
    expect(memory).toMatchObject({
      RATE_LIMITER_ENABLED: 'true',
      RATE_LIMITER_STORE: 'memory',
      RATE_LIMITER_POINTS: '6000',
      RATE_LIMITER_DURATION: '10',
      RATE_LIMITER_LOGIN_POINTS: '5',
      RATE_LIMITER_LOGIN_DURATION: '900',
      PRESSURE_LIMITER_ENABLED: 'true',
      PRESSURE_LIMITER_RETRY_AFTER: '1',
      LOGIN_FAILURE_STALL_TIME: '2000',
      GRAPHQL_QUERY_TOKEN_LIMIT: '5000',
      GRAPHQL_QUERY_ALIAS_LIMIT: '100',
      // no proxy is declared: X-Forwarded-For is nobody's word
      IP_TRUST_PROXY: 'false',
    })
    // the global limiter counts every address together: a stranger's flood would stop the site
    expect(memory.RATE_LIMITER_GLOBAL_ENABLED).toBeUndefined()
    const shared = { CMS_DATA_DIR: tempDir(), REDIS_URL: 'redis://127.0.0.1:6380' }
    expect(directusEnv(prepare(shared), shared).RATE_LIMITER_STORE).toBe('redis')
    // Directus' own variables win
    const given = { RATE_LIMITER_LOGIN_POINTS: '3', IP_TRUST_PROXY: '10.0.0.0/8' }
    expect(limitsEnv(given)).toMatchObject(given)
    expect(limitsEnv({ IP_TRUST_PROXY: ' ' }).IP_TRUST_PROXY).toBe('false')
    // the login limit stays far below the failures that suspend an account (Directus: 25)
    expect(Number(limitsEnv({}).RATE_LIMITER_LOGIN_POINTS)).toBeLessThan(25)
  })

  it('refuses an unknown database client, PostgreSQL without a server, and a Redis non-URL', () => {
    const dir = tempDir()
    expect(() => prepare({ CMS_DATA_DIR: dir, CMS_DB_CLIENT: 'mysql' })).toThrow(/CMS_DB_CLIENT/)
    expect(() => prepare({ CMS_DATA_DIR: dir, CMS_DB_CLIENT: 'pg' })).toThrow(/DB_HOST/)
    expect(() => prepare({ CMS_DATA_DIR: dir, REDIS_URL: 'redis' })).toThrow(/REDIS_URL/)
  })
})
