import type { z } from 'zod'
import { flattenTranslations, isRecord } from './translations.ts'

/** A CMS record that did not match what the site reads: left out of the page, never an error of it. */
export interface InvalidRecord {
  collection: string
  id: unknown
  /** zod's issues, as `path: message` */
  issues: string[]
}

export type InvalidRecordReporter = (invalid: InvalidRecord) => void

/** The default reporter: one warning per dropped record, like libs/blocks' dropped blocks. */
export const consoleReport: InvalidRecordReporter = ({ collection, id, issues }) =>
  console.warn(`Dropped a CMS record ${collection}#${String(id)}: ${issues.join('; ')}`)

function idOf(value: unknown): unknown {
  return isRecord(value) ? value.id : undefined
}

function describe(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`)
}

// Records dropped inside a parse (a nav link in the settings) are collected here while that
// parse runs, then reported by `parseRecord`. Parsing is synchronous, so one parse never sees
// another's records.
let collecting: InvalidRecord[] | undefined

/**
 * The schema, except that a value that fails it becomes null and is reported as a record of
 * `collection`: for records inside a record, so one broken link leaves out the link, not the menu.
 * An absent value (null, undefined) is not an error.
 */
export function droppable<T extends z.ZodType>(schema: T, collection: string) {
  return schema.nullish().catch(({ error, input }) => {
    collecting?.push({ collection, id: idOf(input), issues: describe(error.issues) })
    return null
  })
}

/**
 * `value` parsed with `schema`, or null after reporting it when it does not match. Records that
 * `droppable` left out on the way are reported too.
 */
export function parseRecord<T extends z.ZodType>(
  schema: T,
  value: unknown,
  collection: string,
  report: InvalidRecordReporter,
): z.output<T> | null {
  const outer = collecting
  const dropped: InvalidRecord[] = []
  collecting = dropped
  let result: z.ZodSafeParseResult<z.output<T>>
  try {
    result = schema.safeParse(value)
  } finally {
    collecting = outer
  }
  dropped.forEach(report)
  if (result.success) return result.data
  report({ collection, id: idOf(value), issues: describe(result.error.issues) })
  return null
}

/**
 * One record as Directus returned it, in the language `tag`: flattened (absent without a
 * translation in it, which is not an error) and parsed (absent and reported when it does not
 * match).
 */
export function parseTranslated<T extends z.ZodType>(
  schema: T,
  row: unknown,
  tag: string,
  collection: string,
  report: InvalidRecordReporter,
): z.output<T> | null {
  if (!isRecord(row)) return parseRecord(schema, row, collection, report)
  const flat = flattenTranslations(row, tag)
  return flat ? parseRecord(schema, flat, collection, report) : null
}

/** Every record of a list read that has a translation in `tag` and matches `schema`. */
export function parseTranslatedList<T extends z.ZodType>(
  schema: T,
  rows: readonly unknown[],
  tag: string,
  collection: string,
  report: InvalidRecordReporter,
): z.output<T>[] {
  return rows.flatMap((row) => {
    const parsed = parseTranslated(schema, row, tag, collection, report)
    return parsed === null ? [] : [parsed]
  })
}

/**
 * The reporter, telling each dropped record once: a singleton parsed for every language meets a
 * broken record once per language.
 */
export function reportOnce(report: InvalidRecordReporter): InvalidRecordReporter {
  const seen = new Set<string>()
  return (invalid) => {
    const key = JSON.stringify(invalid)
    if (seen.has(key)) return
    seen.add(key)
    report(invalid)
  }
}
