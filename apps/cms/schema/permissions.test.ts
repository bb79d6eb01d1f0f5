import { describe, expect, it } from 'vitest'
import { buildSchema } from './build.ts'
import type { PermissionUpgrade, PresentPermission } from './permissions.ts'
import {
  formCollection,
  permissionUpgrades,
  previewerRole,
  readerPermissions,
  readerRole,
  visitorFields,
  writerRole,
} from './permissions.ts'

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

  it('give the writer’s create permission the fields a visitor sends, unless an admin changed them', () => {
    const fields = find(writerRole, formCollection, 'fields')
    expect(fields.outdated(present({ fields: ['*'] }))).toBe(true)
    expect(fields.outdated(present({ fields: visitorFields }))).toBe(false)
  })
})
