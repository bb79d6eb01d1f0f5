import type { CollectionSpec } from '../fields.ts'
import { files, pictureCaption, string, text } from '../fields.ts'

/** The image collection block's Directus collections, its folder in libs/blocks: src/image-collection. */
export const imageCollectionCollections: CollectionSpec[] = [
  {
    name: 'block_image_collection',
    icon: 'collections',
    template: '{{translations.heading}}',
    group: 'blocks',
    note: 'A heading and a grid of pictures; a click opens each one large in a lightbox with its caption and previous/next buttons. Each picture has a caption per language; without one, it is shown without caption and named by its number.',
    fields: [
      files('images', {
        required: true,
        note: 'In the order they appear. Open a picture to write its caption in each language, below the file’s details: it names the picture for screen readers too. The file’s title is never shown on the site.',
        translations: pictureCaption(),
      }),
    ],
    translations: [string('heading', { required: true }), text('text')],
  },
]
