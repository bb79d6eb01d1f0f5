/**
 * The generated sections of the docs (docs/reliability.md, docs/performance.md): each lives between
 * `<!-- generated:NAME -->` and `<!-- /generated:NAME -->`, and only that part is rewritten, so the
 * prose around it stays as written.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { format } from 'prettier'

/** `doc` with the section `name` replaced by `content`; throws when its markers are missing. */
export function replaceGenerated(doc: string, name: string, content: string): string {
  const open = `<!-- generated:${name} -->`
  const close = `<!-- /generated:${name} -->`
  const start = doc.indexOf(open)
  const end = doc.indexOf(close)
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`the document has no ${open} ... ${close} section`)
  }
  return `${doc.slice(0, start + open.length)}\n${content.trim()}\n${doc.slice(end)}`
}

/**
 * Rewrites the named generated sections of a markdown file, formatted the way `prettier --check`
 * wants it, so that a regenerated document passes the format check as it is.
 */
export async function updateGenerated(file: string, sections: Record<string, string>) {
  let doc = readFileSync(file, 'utf8')
  for (const [name, content] of Object.entries(sections)) doc = replaceGenerated(doc, name, content)
  writeFileSync(file, await format(doc, { filepath: file }))
}
