/**
 * `node tools/scripts/cms-template.ts <dir>`: bootstraps, sets up and seeds a Directus on SQLite
 * in `<dir>` and stops it. `npm test` makes one first and names it in LAMELLA_CMS_TEMPLATE: every
 * CMS its steps start then begins as a copy (tools/scripts/stack.ts, apps/cms's test CMSs).
 */
import { mkdirSync } from 'node:fs'
import { makeTemplate } from '@lamella/cms-server/template'

const dir = process.argv[2]
if (!dir) {
  console.error('usage: node tools/scripts/cms-template.ts <dir>')
  process.exit(2)
}
mkdirSync(dir, { recursive: true })
await makeTemplate(dir)
console.log(`a seeded CMS in ${dir}`)
