import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { check } from 'prettier'
import { describe, expect, it } from 'vitest'
import { replaceGenerated, updateGenerated } from './generated-docs.ts'

describe('replaceGenerated', () => {
  const doc = 'Intro\n<!-- generated:faults -->\nold\n<!-- /generated:faults -->\nOutro\n'

  it('replaces only what lies between the markers', () => {
    expect(replaceGenerated(doc, 'faults', '| new |\n')).toBe(
      'Intro\n<!-- generated:faults -->\n| new |\n<!-- /generated:faults -->\nOutro\n',
    )
  })

  it('refuses a document without the section', () => {
    expect(() => replaceGenerated(doc, 'load', 'x')).toThrow(/generated:load/)
  })
})

describe('updateGenerated', () => {
  it('writes the sections formatted, so the document passes prettier --check', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reliability-'))
    const file = join(dir, 'reliability.md')
    try {
      writeFileSync(file, '# R\n\n<!-- generated:load -->\n<!-- /generated:load -->\n')
      await updateGenerated(file, { load: '| a | long header |\n| --- | --- |\n| 1 | 2 |' })
      const doc = readFileSync(file, 'utf8')
      expect(doc).toContain('| a   | long header |')
      expect(await check(doc, { filepath: file })).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
