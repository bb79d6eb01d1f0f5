import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { blockTypes } from '@lamella/blocks/server'
import { describe, expect, it } from 'vitest'

const blocksDir = join(import.meta.dirname, '../../../../libs/blocks/src')
const folders = readdirSync(blocksDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
  .map((entry) => entry.name)

describe('a block is its folder, in the CMS schema too', () => {
  it.each(blockTypes)('%s lives in the file named like its libs/blocks folder', async (type) => {
    const folder = folders.find((name) => `block_${name.replaceAll('-', '_')}` === type)
    expect(folder, `libs/blocks/src has no folder for ${type}`).toBeDefined()
    const module: Record<string, Array<{ name: string }>> = await import(`./${folder}.ts`)
    const names = Object.values(module).flatMap((specs) => specs.map((spec) => spec.name))
    expect(names).toContain(type)
    // its own items (slides, quotes, ...) beside it, and no other block
    for (const name of names) expect(name.startsWith(type)).toBe(true)
  })
})
