import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const ours = readFileSync(join(import.meta.dirname, 'preflight.css'), 'utf8')
const tailwinds = readFileSync(
  createRequire(import.meta.filename).resolve('tailwindcss/preflight.css'),
  'utf8',
)

/** Our copy without its header, and with the one selector list it changes put back as Tailwind's. */
function asTailwinds(css: string) {
  return css
    .replace(/^\/\*[\s\S]*?\*\/\n\n/, '')
    .replace(
      '*,\n::backdrop,\n::file-selector-button {',
      '*,\n::after,\n::before,\n::backdrop,\n::file-selector-button {',
    )
}

describe('the preflight', () => {
  it("is Tailwind's, but for the pseudo-elements its first rule leaves out", () => {
    expect(asTailwinds(ours)).toBe(tailwinds)
  })

  it('names ::before and ::after in no rule for every element', () => {
    const rules = ours.replace(/\/\*[\s\S]*?\*\//g, '')
    expect(rules).toMatch(/^\*,$/m)
    expect(rules).not.toMatch(/::?(before|after)\b/)
  })
})
