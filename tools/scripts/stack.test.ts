import { describe, expect, it } from 'vitest'
import { childEnv } from './stack.ts'

describe('childEnv', () => {
  const developer = {
    PATH: '/usr/bin',
    HOME: '/home/dev',
    LANG: 'nl_BE.UTF-8',
    EMAIL_SMTP_HOST: 'smtp.example.com',
    EMAIL_SMTP_PASSWORD: 'secret',
    EMAIL_TRANSPORT: 'smtp',
    SENTRY_DSN: 'https://key@sentry.example.com/1',
    DB_CLIENT: 'pg',
    DIRECTUS_TOKEN: 'the developer’s own token',
    PAGE_CACHE: 'off',
  }

  it('keeps what a process needs to run and none of the developer’s configuration', () => {
    expect(childEnv({}, developer)).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/dev',
      LANG: 'nl_BE.UTF-8',
    })
  })

  it('adds what the stack gives by name, over anything inherited', () => {
    const env = childEnv(
      { PATH: '/opt/node/bin', DIRECTUS_TOKEN: 'reader', PAGE_CACHE: 'on' },
      developer,
    )
    expect(env).toMatchObject({ PATH: '/opt/node/bin', DIRECTUS_TOKEN: 'reader', PAGE_CACHE: 'on' })
    expect(env).not.toHaveProperty('EMAIL_SMTP_HOST')
    expect(env).not.toHaveProperty('SENTRY_DSN')
  })
})
