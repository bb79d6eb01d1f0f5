import { rewriteLinks, type RawBlock } from '@lamella/cms'
import type { z } from 'zod'
import type { BlockLoadContext } from './define-block'
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
function markedFields(schema: z.ZodType) {
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape ?? {}
  const marks: {
    key: string
    kind: 'link' | 'richText'
    element?: ReturnType<typeof markedFields>
  }[] = []
  for (const [key, field] of Object.entries(shape)) {
    const kind = fieldKinds.get(field)?.kind
    if (kind) marks.push({ key, kind })
    const element = (field as { element?: z.ZodType }).element
    if (element) {
      const inner = markedFields(element)
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

/** Internal links of link and rich-text fields, in the visitor's language. */
function resolveLinks(
  value: Record<string, unknown>,
  fields: ReturnType<typeof markedFields>,
  resolve: (href: string) => string,
): Record<string, unknown> {
  const copy = { ...value }
  for (const { key, kind, element } of fields) {
    const field = copy[key]
    if (element && Array.isArray(field)) {
      copy[key] = field.map((item: Record<string, unknown>) => resolveLinks(item, element, resolve))
    } else if (typeof field === 'string') {
      copy[key] = kind === 'link' ? resolve(field) : rewriteLinks(field, resolve)
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
      const parsed = isBlockType(type)
        ? registry[type].schema.safeParse(raw)
        : {
            success: false as const,
            error: { issues: [{ path: [], message: 'unknown block type' }] },
          }
      if (!parsed.success || !isBlockType(type)) {
        const issues = parsed.success
          ? []
          : parsed.error.issues.map((i) => `${i.path.join('.') || type}: ${i.message}`)
        report({ page, type, id: raw.id, issues })
        return preview ? { collection: 'invalid', id: String(raw.id ?? ''), type, issues } : null
      }
      const block = resolveLinks(
        parsed.data as Record<string, unknown>,
        marksOf(type),
        context.resolveHref,
      )
      const definition = registry[type] as {
        load?: (block: unknown, context: BlockLoadContext) => Promise<object>
      }
      const extra = definition.load ? await definition.load(block, context) : {}
      return { ...block, ...extra } as LoadedBlock
    }),
  )
  return loaded.filter((block) => block !== null)
}
