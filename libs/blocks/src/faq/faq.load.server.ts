import { listFaqCategories, rewriteLinks } from '@lamella/cms'
import type { BlockLoadContext } from '../define-block'
import type { FaqListCategory } from './faq-list'
import type { FaqBlockItem } from './faq.schema'

/**
 * The picked categories (all when none is picked), in the editor's order, with their published
 * questions in the visitor's language and the answers' internal links resolved. A failed read
 * gives `faq: null`: the block then stays out of the page and the rest of the page is served.
 */
export async function loadFaq(
  block: FaqBlockItem,
  { cms, locale, resolveHref }: BlockLoadContext,
): Promise<{ faq: FaqListCategory[] | null }> {
  let all
  try {
    all = await listFaqCategories(cms, locale)
  } catch (error) {
    console.warn(`The FAQ block #${String(block.id)} could not read its questions:`, error)
    return { faq: null }
  }
  const picked =
    block.categories.length === 0
      ? all
      : block.categories.flatMap((id) => all.filter((category) => category.id === id))
  return {
    faq: picked.map(({ id, title, items }) => ({
      id,
      title,
      items: items.map(({ id: itemId, question, answer }) => ({
        id: itemId,
        question,
        answer: rewriteLinks(answer, resolveHref),
      })),
    })),
  }
}
