/**
 * Every block's Directus collections, for the CMS setup (apps/cms), which runs with Node and no
 * bundler: each block folder's `<folder>.schema.ts` defines the block once (fields.server.ts),
 * and its collections come from that definition. Found by folder, so that a new block needs no
 * line here; registry.test.tsx holds the folders to the registry.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { CollectionSpec } from '@lamella/cms/directus-schema'

/** A block folder's definition as its schema file exports it (`<name>Definition`). */
interface Defined {
  collection: string
  /** The zod schema of the block's item, as the registry holds it. */
  schema: unknown
  /** The fields its page query asks for. */
  fields: string[]
  collections: CollectionSpec[]
}

const isDefinition = (value: unknown): value is Defined =>
  typeof value === 'object' && value !== null && 'collections' in value && 'collection' in value

/** The block folders of libs/blocks, each with its definition. */
export async function blockDefinitions(): Promise<{ folder: string; definition: Defined }[]> {
  const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .filter((folder) =>
      readdirSync(join(import.meta.dirname, folder)).includes(`${folder}.schema.ts`),
    )
    .sort()
  return Promise.all(
    folders.map(async (folder) => {
      const file = join(import.meta.dirname, folder, `${folder}.schema.ts`)
      const module: Record<string, unknown> = await import(pathToFileURL(file).href)
      const definition = Object.values(module).find(isDefinition)
      if (!definition) throw new Error(`${file} exports no block definition (blockCollection)`)
      return { folder, definition }
    }),
  )
}

/** The Directus collections of every block: each block's own, then its items'. */
export async function blockCollections(): Promise<CollectionSpec[]> {
  return (await blockDefinitions()).flatMap(({ definition }) => definition.collections)
}
