import { rewriteLinks, safeHref } from '@lamella/cms'
import { isBlockType, registry, type LoadedBlock } from './registry'

export interface LoadBlocksOptions {
  /** preview shows invalid blocks as placeholders instead of dropping them (editor feedback) */
  onInvalid?: (report: { collection: string; id: unknown; issues: string[] }) => void
  /** turns an internal CMS link into the site's path in the visitor's language */
  resolveHref?: (href: string) => string
}

/** URL fields of blocks: CMS links with javascript:, data: or blob: never become navigations. */
const urlFields = ['cta_url', 'button_url'] as const
/** Rich text fields of blocks (sanitised by libs/cms), whose links are resolved too. */
const htmlFields = ['body'] as const

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
    const result = registry[collection].schema.safeParse(withSafeUrls(record, options.resolveHref))
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

function withSafeUrls(
  record: Record<string, unknown>,
  resolve: (href: string) => string = (href) => href,
) {
  const copy = { ...record }
  for (const field of urlFields) {
    const value = copy[field]
    const href = typeof value === 'string' ? safeHref(value) : null
    if (typeof value === 'string') copy[field] = href === null ? null : resolve(href)
  }
  for (const field of htmlFields) {
    const value = copy[field]
    if (typeof value === 'string') copy[field] = rewriteLinks(value, resolve)
  }
  return copy
}
