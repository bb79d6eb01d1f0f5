import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * docs/decisions keeps itself honest: every ADR says when it was made and whether it still holds,
 * right under its title, and the README's index lists each ADR as its file says it is. The rules
 * are the README's ("How to write one").
 */
const folder = resolve(import.meta.dirname, '../../docs/decisions')

interface Adr {
  file: string
  number: string
  title: string
  date: string
  status: string
  /** the ADRs its status names as amending or superseding it */
  changedBy: string[]
  text: string
}

interface IndexRow {
  number: string
  title: string
  file: string
  status: string
  date: string
}

const adrFileName = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/
const statusValue = /^(?:accepted|(?:amended|superseded) by (\d{3}(?:, \d{3})*))$/

/** A calendar day written as YYYY-MM-DD that exists (no 2026-02-30). */
function isDay(value: string) {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value
  )
}

/** The title, date and status an ADR declares at its top, or what is wrong with them. */
function readAdr(file: string, text: string): Adr | string {
  const number = file.slice(0, 3)
  const lines = text.split('\n')
  const title = new RegExp(`^# ${number}:? (.+)$`).exec(lines[0] ?? '')?.[1]
  if (!title) return `${file}: the first line must be "# ${number}: <title>"`
  const date = /^Date: (.*)$/.exec(lines[2] ?? '')?.[1]
  const status = /^Status: (.*)$/.exec(lines[4] ?? '')?.[1]
  if (lines[1] !== '' || date === undefined || lines[3] !== '' || status === undefined) {
    return `${file}: the title must be followed by "Date: YYYY-MM-DD" and "Status: ...", each after an empty line`
  }
  if (!isDay(date)) return `${file}: "${date}" is not a day written YYYY-MM-DD`
  const parsed = statusValue.exec(status)
  if (!parsed) {
    return `${file}: status "${status}" is none of "accepted", "amended by NNN", "superseded by NNN"`
  }
  const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1])
  const order = ['Context', 'Decision', 'Consequences'].filter((s) => sections.includes(s))
  if (
    order.length !== 3 ||
    sections.indexOf('Context') > sections.indexOf('Decision') ||
    sections.indexOf('Decision') > sections.indexOf('Consequences')
  ) {
    return `${file}: needs the sections Context, Decision and Consequences, in that order`
  }
  const changedBy = parsed[1]?.split(', ') ?? []
  return { file, number, title, date, status, changedBy, text }
}

/** The rows of the README's index table: `| NNN | [title](./file) | status | date |`. */
function readIndex(readme: string): IndexRow[] {
  const index = readme.split(/^## Index$/m)[1] ?? ''
  return [
    ...index.matchAll(
      /^\| *(\d{3}) *\| *\[(.+)\]\(\.\/([^)]+)\) *\| *([^|]+?) *\| *([^|]+?) *\|$/gm,
    ),
  ].map((m) => ({
    number: m[1] ?? '',
    title: m[2] ?? '',
    file: m[3] ?? '',
    status: m[4] ?? '',
    date: m[5] ?? '',
  }))
}

/** Everything wrong with the folder: its ADRs and the README's index of them. */
function problems(files: Record<string, string>): string[] {
  const found: string[] = []
  const adrs: Adr[] = []
  for (const [file, text] of Object.entries(files)) {
    if (file === 'README.md') continue
    if (!adrFileName.test(file)) {
      found.push(`${file}: an ADR's file is named NNN-title.md (kebab-case)`)
      continue
    }
    const adr = readAdr(file, text)
    if (typeof adr === 'string') found.push(adr)
    else adrs.push(adr)
  }
  const byNumber = new Map<string, Adr>()
  for (const adr of adrs) {
    const twin = byNumber.get(adr.number)
    if (twin) found.push(`${adr.file}: number ${adr.number} is taken by ${twin.file}`)
    byNumber.set(adr.number, adr)
  }
  for (const adr of adrs) {
    for (const later of adr.changedBy) {
      const other = byNumber.get(later)
      if (!other) found.push(`${adr.file}: its status names ADR ${later}, which does not exist`)
      else if (later <= adr.number) {
        found.push(`${adr.file}: its status names ADR ${later}, which is not a later ADR`)
      } else if (!new RegExp(`\\bADRs? (?:\\d{3}, )*${adr.number}\\b`).test(other.text)) {
        found.push(
          `${other.file} changes ADR ${adr.number} (its status says so) but never names it`,
        )
      }
    }
  }

  const readme = files['README.md']
  if (readme === undefined) return [...found, 'README.md: missing']
  const rows = readIndex(readme)
  const listed = new Map(rows.map((row) => [row.file, row]))
  for (const row of rows) {
    if (!(row.file in files))
      found.push(`README.md: the index names ${row.file}, which does not exist`)
  }
  for (const adr of adrs) {
    const row = listed.get(adr.file)
    const expected = `| ${adr.number} | [${adr.title}](./${adr.file}) | ${adr.status} | ${adr.date} |`
    if (!row) {
      found.push(`README.md: ${adr.file} is missing from the index; add ${expected}`)
    } else if (
      row.number !== adr.number ||
      row.title !== adr.title ||
      row.status !== adr.status ||
      row.date !== adr.date
    ) {
      found.push(
        `README.md: the index row of ${adr.file} differs from the file; it should read ${expected}`,
      )
    }
  }
  if (rows.length !== listed.size) found.push('README.md: the index lists a file twice')
  return found
}

function folderFiles(): Record<string, string> {
  const files: Record<string, string> = {}
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.md'))) {
    files[name] = readFileSync(resolve(folder, name), 'utf8')
  }
  return files
}

describe('docs/decisions', () => {
  it('has a date and a status on every ADR, and an index that lists each as it is', () => {
    const files = folderFiles()
    expect(Object.keys(files).length).toBeGreaterThan(1)
    expect(problems(files)).toEqual([])
  })
})

describe('the check itself', () => {
  const adr = (number: string, status = 'accepted', body = '') =>
    `# ${number}: A decision\n\nDate: 2026-11-28\n\nStatus: ${status}\n\n## Context\n\n${body}\n\n## Decision\n\nx\n\n## Consequences\n\nx\n`
  const readme = (...rows: string[]) =>
    `# Decisions\n\n## Index\n\n| ADR | Decision | Status | Date |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`
  const row = (number: string, status = 'accepted') =>
    `| ${number} | [A decision](./${number}-a.md) | ${status} | 2026-11-28 |`

  it('passes a folder that follows the rules', () => {
    expect(
      problems({
        '001-a.md': adr('001', 'amended by 002'),
        '002-a.md': adr('002', 'accepted', 'This changes ADR 001.'),
        'README.md': readme(row('001', 'amended by 002'), row('002')),
      }),
    ).toEqual([])
  })

  it('finds an ADR without its date or status', () => {
    const withoutDate = adr('001').replace('Date: 2026-11-28\n\n', '')
    expect(problems({ '001-a.md': withoutDate, 'README.md': readme(row('001')) })).toEqual([
      expect.stringContaining('001-a.md: the title must be followed by "Date'),
    ])
    const withoutStatus = adr('001').replace('Status: accepted\n\n', '')
    expect(problems({ '001-a.md': withoutStatus, 'README.md': readme(row('001')) })).toHaveLength(1)
    expect(
      problems({ '001-a.md': adr('001', 'Accepted.'), 'README.md': readme(row('001')) }),
    ).toEqual([expect.stringContaining('is none of')])
  })

  it('finds an ADR missing from the index, and a row naming no file', () => {
    expect(problems({ '001-a.md': adr('001'), 'README.md': readme() })).toEqual([
      expect.stringContaining('001-a.md is missing from the index'),
    ])
    expect(
      problems({ '001-a.md': adr('001'), 'README.md': readme(row('001'), row('002')) }),
    ).toEqual(['README.md: the index names 002-a.md, which does not exist'])
  })

  it('finds a row that differs from its file', () => {
    expect(
      problems({ '001-a.md': adr('001'), 'README.md': readme(row('001', 'superseded by 002')) }),
    ).toEqual([expect.stringContaining('the index row of 001-a.md differs')])
  })

  it('finds a status naming an ADR that does not say it changes this one', () => {
    expect(
      problems({
        '001-a.md': adr('001', 'superseded by 002'),
        '002-a.md': adr('002'),
        'README.md': readme(row('001', 'superseded by 002'), row('002')),
      }),
    ).toEqual(['002-a.md changes ADR 001 (its status says so) but never names it'])
  })
})
