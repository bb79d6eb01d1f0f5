import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { stripTypeScriptTypes } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const sources = resolve(dirname(fileURLToPath(import.meta.url)), '../extensions')
const blockSources = resolve(dirname(fileURLToPath(import.meta.url)), '../../../libs/blocks/src')

/**
 * The Storybook screenshot of each block's first story, as `<collection>.png` in `target`: the
 * pictures extensions/block-previews serves. A block's folder is its collection without `block_`
 * (HOUSE-STYLE: `block_quote_carousel` is `quote-carousel/`).
 */
export function copyBlockPreviews(target: string): string[] {
  mkdirSync(target, { recursive: true })
  const copied = []
  for (const entry of readdirSync(blockSources, { withFileTypes: true })) {
    const folder = entry.name
    const screenshot = join(
      blockSources,
      folder,
      '__screenshots__',
      `${folder}.stories.tsx`,
      'Default-1-chromium-linux.png',
    )
    if (!entry.isDirectory() || !existsSync(screenshot)) continue
    const collection = `block_${folder.replaceAll('-', '_')}`
    cpSync(screenshot, join(target, `${collection}.png`))
    copied.push(collection)
  }
  return copied
}

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
    if (name === 'block-previews') copyBlockPreviews(join(out, 'previews'))
  }
  return names
}
