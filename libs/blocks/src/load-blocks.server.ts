import { safeHref } from '@lamella/cms'
import { isBlockType, registry, type LoadedBlock } from './registry'

export interface LoadBlocksOptions {
  /** preview shows invalid blocks as placeholders instead of dropping them (editor feedback) */
  onInvalid?: (report: { collection: string; id: unknown; issues: string[] }) => void
}

/** URL fields of blocks: CMS links with javascript:, data: or blob: never become navigations. */
const urlFields = ['cta_url', 'button_url'] as const

/**
 * Parses the CMS blocks of a page with each block's schema. Unknown or invalid blocks are dropped
 * and reported, so one broken block never breaks a page.
 */
export function loadBlocks(blocks: unknown[], options: LoadBlocksOptions = {}): LoadedBlock[] {
  const report =
    options.onInvalid ??
    ((r) =>
      console.warn(
        `Dropped invalid CMS block ${r.collection}#${String(r.id)}: ${r.issues.join('; ')}`,
      ))
  const loaded: LoadedBlock[] = []
  for (const raw of blocks) {
    const record = (raw ?? {}) as Record<string, unknown>
    const collection = record.collection
    if (!isBlockType(collection)) {
      report({ collection: String(collection), id: record.id, issues: ['unknown block type'] })
      continue
    }
    const result = registry[collection].schema.safeParse(withSafeUrls(record))
    if (!result.success) {
      report({
        collection,
        id: record.id,
        issues: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      })
      continue
    }
    loaded.push(result.data)
  }
  return loaded
}

function withSafeUrls(record: Record<string, unknown>) {
  const copy = { ...record }
  for (const field of urlFields) {
    const value = copy[field]
    if (typeof value === 'string') copy[field] = safeHref(value)
  }
  return copy
}
