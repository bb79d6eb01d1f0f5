import { rewriteLinks, type RawBlock } from '@lamella/cms'
import { z } from 'zod'
import type { BlockLoadContext, BlockRead } from './define-block'
import { fieldKinds } from './fields.server'
import { isBlockType, registry, type InvalidBlock, type LoadedBlock } from './registry'

export type { RawBlock }

export interface InvalidBlockReport {
  page: string
  type: string
  id: unknown
  issues: string[]
}

export interface LoadBlocksOptions {
  context: BlockLoadContext
  /** the page the blocks belong to, for reports */
  page: string
  /** editors' preview: an invalid block becomes a visible placeholder instead of disappearing */
  preview?: boolean
  report?: (report: InvalidBlockReport) => void
}

/** The fields of a schema marked as links or rich text, and those of its lists of objects. */
function markedFields(schema: z.core.$ZodType) {
  const shape: Record<string, z.core.$ZodType> = schema instanceof z.ZodObject ? schema.shape : {}
  const marks: {
    key: string
    kind: 'link' | 'richText'
    element?: ReturnType<typeof markedFields>
  }[] = []
  for (const [key, field] of Object.entries(shape)) {
    const kind = fieldKinds.get(field)?.kind
    if (kind) marks.push({ key, kind })
    // a list, or a list its schema sorts (the input side of the pipe)
    const list = field instanceof z.ZodPipe ? field.in : field
    if (list instanceof z.ZodArray) {
      const inner = markedFields(list.element)
      if (inner.length > 0) marks.push({ key, kind: 'link', element: inner })
    }
  }
  return marks
}

const marks = new Map<string, ReturnType<typeof markedFields>>()

function marksOf(type: keyof typeof registry) {
  let found = marks.get(type)
  if (!found) {
    found = markedFields(registry[type].schema)
    marks.set(type, found)
  }
  return found
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Internal links of link and rich-text fields, in the visitor's language. Done on the CMS item
 * before it is parsed, so that the schema's sanitising sees the links as they will be served.
 */
function resolveLinks<T extends Record<string, unknown>>(
  value: T,
  fields: ReturnType<typeof markedFields>,
  resolve: (href: string) => string,
): T {
  const copy = { ...value }
  for (const { key, kind, element } of fields) {
    const field = copy[key]
    if (element && Array.isArray(field)) {
      Object.assign(copy, {
        [key]: field.map((item) => (isRecord(item) ? resolveLinks(item, element, resolve) : item)),
      })
    } else if (typeof field === 'string') {
      Object.assign(copy, {
        [key]: kind === 'link' ? resolve(field) : rewriteLinks(field, resolve),
      })
    }
  }
  return copy
}

const consoleReport = (report: InvalidBlockReport) =>
  console.warn(
    `Dropped a CMS block of page ${report.page}: ${report.type}#${String(report.id)}: ${report.issues.join('; ')}`,
  )

/**
 * Parses the CMS blocks of a page with each block's schema, resolves their links and runs their
 * `load`. An unknown or invalid block is reported and dropped (or, in preview, kept as a visible
 * placeholder), so one broken block never breaks a page.
 */
export async function loadBlocks(
  blocks: readonly RawBlock[],
  { context, page, preview = false, report = consoleReport }: LoadBlocksOptions,
): Promise<(LoadedBlock | InvalidBlock)[]> {
  const loaded = await Promise.all(
    blocks.map(async (raw): Promise<LoadedBlock | InvalidBlock | null> => {
      const type = raw.collection
      const read: BlockRead<LoadedBlock> = isBlockType(type)
        ? await registry[type].read(resolveLinks(raw, marksOf(type), context.resolveHref), context)
        : { ok: false, issues: [`${type}: unknown block type`] }
      if (read.ok) return read.block
      report({ page, type, id: raw.id, issues: read.issues })
      return preview
        ? { collection: 'invalid', id: String(raw.id ?? ''), type, issues: read.issues }
        : null
    }),
  )
  return loaded.filter((block) => block !== null)
}
