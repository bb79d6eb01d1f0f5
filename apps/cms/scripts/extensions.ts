import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { stripTypeScriptTypes } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const sources = resolve(dirname(fileURLToPath(import.meta.url)), '../extensions')

/**
 * Puts this project's Directus extensions (`apps/cms/extensions/<name>/`) into the folder Directus
 * loads them from at start. Each is one TypeScript module without dependencies, so "building" is
 * Node's own type stripping: no bundler, nothing downloaded. Rebuilt on every start, so an edit
 * takes effect on the next one.
 */
export function buildExtensions(target: string): string[] {
  const names = readdirSync(sources, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  for (const name of names) {
    const out = join(target, name)
    rmSync(out, { recursive: true, force: true })
    mkdirSync(join(out, 'dist'), { recursive: true })
    cpSync(join(sources, name, 'package.json'), join(out, 'package.json'))
    const code = readFileSync(join(sources, name, 'src/index.ts'), 'utf8')
    writeFileSync(join(out, 'dist/index.js'), stripTypeScriptTypes(code, { mode: 'strip' }))
  }
  return names
}
