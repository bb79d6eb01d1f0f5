import { registry } from './registry'

/**
 * The Directus fields of a page's blocks (`blocks.item:block_hero.image.id`, ...), from the
 * registry: the page query asks for exactly what the blocks read.
 */
export function pageBlockFields(relation = 'blocks'): string[] {
  return [
    `${relation}.id`,
    `${relation}.collection`,
    `${relation}.sort`,
    ...Object.values(registry).flatMap(({ collection, fields }) =>
      fields.map((field) => `${relation}.item:${collection}.${field}`),
    ),
  ]
}
