import { describe, expect, it } from 'vitest'
// Directus' own payload validation, from the installed runtime: what it runs on a create
import { validatePayload } from '../runtime/node_modules/@directus/utils/dist/shared/index.js'
import { countries } from '@lamella/i18n/markets'
import { buildSchema } from './build.ts'
import type { PermissionUpgrade, PresentPermission } from './permissions.ts'
import {
  formCollection,
  permissionUpgrades,
  previewerRole,
  quoteRequestValidation,
  readerPermissions,
  readerRole,
  visitorFields,
  writerCreateFields,
  writerRole,
} from './permissions.ts'

/** A request by mail as the site's form sends it. */
const complete = {
  kind: 'mail',
  locale: 'en-US',
  name: 'Sam Visitor',
  email: 'sam@example.test',
  phone: null,
  address: 'Grote Markt 1',
  postal_code: '8000',
  municipality: 'Brugge',
  country: 'BE',
  region: 'West Flanders',
  pool_built: 'no',
  message: null,
  consent: true,
  pool: null,
  color: null,
  length: null,
  width: null,
  stair: null,
  dealer: null,
  submission_id: 'f6c1c1a0-0000-4000-8000-000000000001',
}

/** The fields Directus names as failing, as process-payload.js validates a create. */
function refused(payload: Record<string, unknown>): string[] {
  // Directus' Filter type does not know permission validations: the rule is what it stores
  const rule = { _and: [quoteRequestValidation()] } as Parameters<typeof validatePayload>[0]
  const errors: Array<{ details: Array<{ path: Array<string | number> }> }> = validatePayload(
    rule,
    payload,
  )
  return [
    ...new Set(errors.flatMap((error) => error.details.map((detail) => String(detail.path[0])))),
  ]
}

describe('a quote request the form writer creates', () => {
  it('is stored as the site sends it, by mail or for an appointment with a dealer', () => {
    expect(refused(complete)).toEqual([])
    expect(refused({ ...complete, kind: 'appointment', dealer: 4 })).toEqual([])
    for (const country of countries) expect(refused({ ...complete, country })).toEqual([])
  })

  it('is refused empty, without consent, or without any of what the form requires', () => {
    expect(refused({})).toEqual(
      expect.arrayContaining([
        'kind',
        'name',
        'email',
        'postal_code',
        'municipality',
        'address',
        'consent',
        'pool_built',
        'country',
      ]),
    )
    expect(refused({ ...complete, consent: false })).toEqual(['consent'])
    expect(refused({ ...complete, consent: null })).toEqual(['consent'])
    for (const field of ['name', 'email', 'postal_code', 'municipality', 'address']) {
      const without: Record<string, unknown> = { ...complete }
      delete without[field]
      expect(refused(without), field).toEqual([field])
      expect(refused({ ...complete, [field]: '' }), field).toEqual([field])
      expect(refused({ ...complete, [field]: '   ' }), field).toEqual([field])
      expect(refused({ ...complete, [field]: null }), field).toEqual([field])
    }
  })

  it('is refused with a kind, an answer or a country the form does not have', () => {
    expect(refused({ ...complete, kind: 'call' })).toContain('kind')
    expect(refused({ ...complete, pool_built: 'maybe' })).toEqual(['pool_built'])
    expect(refused({ ...complete, country: 'US' })).toEqual(['country'])
    expect(refused({ ...complete, country: null })).toEqual(['country'])
  })

  it('takes an appointment without a dealer: the office finds one while the CMS lists none', () => {
    expect(refused({ ...complete, kind: 'appointment' })).toEqual([])
  })

  it('names only fields the writer may send', () => {
    const named = JSON.stringify(quoteRequestValidation()).match(/"(\w+)":\{"_/g) ?? []
    for (const field of named.map((match) => match.slice(1, match.indexOf('"', 1))))
      expect(visitorFields).toContain(field)
  })
})

describe('the upgrades of an existing database’s permissions', () => {
  const schema = buildSchema()
  const upgrades = permissionUpgrades(schema, 'folder-id')
  const present = (fields: Partial<PresentPermission>): PresentPermission => ({
    id: 1,
    collection: 'x',
    action: 'read',
    fields: ['*'],
    permissions: {},
    validation: null,
    ...fields,
  })
  const find = (role: string, collection: string, key: keyof PermissionUpgrade['to']) => {
    const found = upgrades.find(
      (item) => item.role === role && item.collection === collection && key in item.to,
    )
    if (!found) throw new Error(`no upgrade of ${role} ${collection} ${key}`)
    return found
  }

  it('narrow the reader’s translations, blocks and files where they were open to all', () => {
    const reader = readerPermissions(schema, { publicFolder: 'folder-id' })
    for (const collection of [
      'posts_translations',
      'pages_blocks',
      'block_hero',
      'directus_files',
    ]) {
      const upgrade = find(readerRole, collection, 'permissions')
      expect(upgrade.outdated(present({ permissions: {} }))).toBe(true)
      expect(upgrade.outdated(present({ permissions: null }))).toBe(true)
      expect(upgrade.to.permissions).toEqual(
        reader.find((permission) => permission.collection === collection)?.permissions,
      )
    }
    // what an admin narrowed otherwise stays theirs
    expect(
      find(readerRole, 'posts_translations', 'permissions').outdated(
        present({ permissions: { languages_code: { _eq: 'en-US' } } }),
      ),
    ).toBe(false)
  })

  it('leave alone what was narrowed before: the published items, the menus', () => {
    const upgraded = new Set(
      upgrades.filter((item) => item.role === readerRole).map((item) => item.collection),
    )
    for (const collection of ['pages', 'posts', 'nav_links', 'global_settings', 'languages'])
      expect(upgraded.has(collection), collection).toBe(false)
  })

  it('bring a file rule written for fewer file fields up to date, not an admin’s', () => {
    const upgrade = find(readerRole, 'directus_files', 'permissions')
    const current = upgrade.to.permissions as { _or: unknown[] }
    expect(upgrade.outdated(present({ permissions: { _or: current._or.slice(1) } }))).toBe(true)
    expect(upgrade.outdated(present({ permissions: { type: { _starts_with: 'image/' } } }))).toBe(
      false,
    )
    expect(find(previewerRole, 'directus_files', 'permissions').outdated(present({}))).toBe(true)
  })

  it('give the writer’s create permission its fields and its validation, unless an admin changed them', () => {
    const fields = find(writerRole, formCollection, 'fields')
    expect(fields.outdated(present({ fields: ['*'] }))).toBe(true)
    expect(fields.outdated(present({ fields: writerCreateFields }))).toBe(false)
    expect(fields.to.fields).toEqual(writerCreateFields)
    // the fields of the version before the site sent the place and the CMS the promise
    const withoutPlace = visitorFields.filter((field) => !['latitude', 'longitude'].includes(field))
    expect(fields.outdated(present({ fields: withoutPlace }))).toBe(true)
    // the fields of the version before requests recorded the consent's version
    const withoutVersion = withoutPlace.filter((field) => field !== 'consent_version')
    expect(fields.outdated(present({ fields: withoutVersion }))).toBe(true)
    expect(fields.outdated(present({ fields: withoutVersion.slice(1) }))).toBe(false)
    const validation = find(writerRole, formCollection, 'validation')
    expect(validation.to.validation).toEqual(quoteRequestValidation())
    expect(validation.outdated(present({ validation: {} }))).toBe(true)
    expect(validation.outdated(present({ validation: null }))).toBe(true)
    expect(validation.outdated(present({ validation: quoteRequestValidation(['BE']) }))).toBe(true)
    expect(validation.outdated(present({ validation: { name: { _nempty: true } } }))).toBe(false)
  })
})
