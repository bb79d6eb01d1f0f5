import { describe, expect, it } from 'vitest'
import { clockOf, schemaFolder, withoutRoutingFields } from './index.ts'

describe('lead-routing', () => {
  it('drops the CMS fields a client sends, not an admin’s or Directus’ own', () => {
    const payload = {
      name: 'Jan',
      accept_by: '2030-01-01T00:00:00Z',
      rerouted_at: 'x',
      offered_dealers: [1],
    }
    expect(withoutRoutingFields(payload, { admin: false })).toEqual({ name: 'Jan' })
    expect(withoutRoutingFields(payload, { admin: true })).toBe(payload)
    expect(withoutRoutingFields(payload, null)).toBe(payload)
  })

  it('reads the test clock', () => {
    expect(clockOf({ now: '2026-12-01T10:00:00Z' }, 5)).toBe(Date.parse('2026-12-01T10:00:00Z'))
    expect(clockOf({}, 5)).toBe(5)
    expect(clockOf(undefined, 5)).toBe(5)
    expect(clockOf({ now: 'tomorrow' }, 5)).toBeNull()
    expect(clockOf({ now: 12 }, 5)).toBeNull()
  })

  it('finds the CMS schema above the Directus installation', () => {
    const cli = new URL(
      '../../../runtime/node_modules/@directus/api/dist/cli/run.js',
      import.meta.url,
    )
    expect(schemaFolder(cli.pathname)).toBe(new URL('../../../schema', import.meta.url).pathname)
  })
})
