import { setAttr } from '@directus/visual-editing'
import { blockKey, type InvalidBlock, type LoadedBlock } from '@lamella/blocks'

/**
 * The `data-directus` attributes Directus' visual editor reads, for the editors' preview only
 * (undefined otherwise, so published pages carry none): the page's own fields on its title, and
 * each valid block as an item of its collection. Made here on the server with the library's
 * `setAttr`, so the browser loads the library only in preview.
 *
 * A block opens in a drawer, like the page: its form (thumbnail, texts in every language,
 * pictures, links) is too tall for the popover, which Directus places above the block, off the
 * top of the frame for a hero, with its save button out of reach.
 */
export function pageEditAttributes(
  preview: boolean,
  page: { id: number; blocks: (LoadedBlock | InvalidBlock)[] },
) {
  if (!preview) return undefined
  const blocks: Record<string, string> = {}
  for (const block of page.blocks) {
    if (block.collection === 'invalid') continue
    blocks[blockKey(block)] = setAttr({
      collection: block.collection,
      item: block.id,
      mode: 'drawer',
    })
  }
  return {
    page: setAttr({
      collection: 'pages',
      item: page.id,
      fields: ['translations', 'status'],
      mode: 'drawer',
    }),
    blocks,
  }
}

/** The attribute of an item's main fields (title, text) on a detail page, in preview only. */
export function itemEditAttribute(preview: boolean, collection: string, id: number) {
  return preview
    ? setAttr({ collection, item: id, fields: ['translations', 'status'], mode: 'drawer' })
    : undefined
}
