/**
 * Creates what is missing from the built schema, in the order Directus needs: collections (a new
 * collection arrives with all of its fields), missing fields of existing collections and of
 * Directus' own (`directus_users.dealer`, through the same /fields endpoint), relations, then
 * the languages. Nothing that exists is dropped, and nothing is changed but the settings
 * `upgrades.ts` lists while they read as an earlier version left them, so an editor's tweaks to
 * the Data Studio survive and a second run does nothing.
 */
import type { Api } from './api.ts'
import type { BuiltSchema } from './build.ts'
import { buildSchema } from './build.ts'
import { languages } from './collections.ts'
import {
  allowedCollectionUpgrades,
  applyUpgrades,
  relationUpgrades,
  schemaUpgrades,
} from './upgrades.ts'

export async function applySchema(api: Api, schema: BuiltSchema = buildSchema()): Promise<void> {
  const collections = await api.get<Array<{ collection: string }>>('/collections')
  const fields = await api.get<Array<{ collection: string; field: string }>>('/fields')
  const existingCollections = new Set(collections.map((item) => item.collection))
  const existingFields = new Set(fields.map((item) => `${item.collection}.${item.field}`))

  for (const collection of schema.collections) {
    if (!existingCollections.has(collection.collection)) {
      await api.post('/collections', collection)
      continue
    }
    for (const field of collection.fields) {
      const key = `${collection.collection}.${field.field}`
      if (existingFields.has(key)) continue
      await api.post(`/fields/${collection.collection}`, field)
    }
  }
  for (const { collection, fields: wanted } of schema.systemFields) {
    for (const field of wanted) {
      if (!existingFields.has(`${collection}.${field.field}`))
        await api.post(`/fields/${collection}`, field)
    }
  }

  const relations = await api.get<
    Array<{
      collection: string
      field: string
      related_collection: string | null
      meta: Record<string, unknown> | null
      schema: { on_delete?: string | null } | null
    }>
  >('/relations')
  const existingRelations = new Set(relations.map((item) => `${item.collection}.${item.field}`))
  for (const relation of schema.relations) {
    const key = `${relation.collection}.${relation.field}`
    if (existingRelations.has(key)) continue
    await api.post('/relations', relation)
  }
  for (const upgrade of allowedCollectionUpgrades(relations, schema)) {
    await api.patch(`/relations/${upgrade.collection}/${upgrade.field}`, { meta: upgrade.meta })
  }
  for (const upgrade of relationUpgrades(relations, undefined, schema)) {
    await api.patch(`/relations/${upgrade.collection}/${upgrade.field}`, upgrade.payload)
  }
  await applyUpgrades(api, schemaUpgrades(undefined, schema))

  const present = await api.get<Array<{ code: string }>>('/items/languages', {
    fields: 'code',
    limit: -1,
  })
  const missing = languages.filter(
    (language) => !present.some((item) => item.code === language.code),
  )
  if (missing.length > 0) {
    await api.post('/items/languages', missing)
  }
}
