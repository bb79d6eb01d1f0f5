import { coverColors } from '@lamella/i18n/products'
import type { CollectionSpec } from '../fields.ts'
import { select, string, text } from '../fields.ts'

/** The pool animation block's Directus collections, its folder in libs/blocks: src/pool-animation. */
export const poolAnimationCollections: CollectionSpec[] = [
  {
    name: 'block_pool_animation',
    icon: 'animation',
    template: '{{translations.heading}}',
    note: 'A drawing of a pool whose slatted cover rolls open and closed, in the colour chosen here, with a heading and text beside it. Visitors who prefer less motion see it half closed, standing still.',
    group: 'blocks',
    fields: [
      select('color', coverColors, {
        required: true,
        default: 'volcano_grey',
        note: 'The colour of the slats in the drawing.',
      }),
    ],
    translations: [
      string('heading', { required: true }),
      text('text', { note: 'Two or three sentences beside the drawing.' }),
    ],
  },
]
