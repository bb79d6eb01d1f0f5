import type { z } from 'zod'
import { blockCollection, caption, gallery, line, paragraph } from '../fields.server.ts'

export const imageCollectionDefinition = blockCollection({
  collection: 'block_image_collection',
  icon: 'collections',
  template: '{{translations.heading}}',
  note: 'A heading and a grid of pictures; a click opens each one large in a lightbox with its caption and previous/next buttons. Each picture has a caption per language; without one, it is shown without caption and named by its number.',
  fields: {
    /**
     * rows of the files relation; a file deleted since (null) is left out when drawn. `caption`
     * is the row's translation, flattened by libs/cms; a row without one in the page's language
     * has no caption (never another language's, nor the file's title).
     */
    images: gallery(
      { caption: caption() },
      {
        note: 'In the order they appear. Open a picture to write its caption in each language, below the file’s details: it names the picture for screen readers too. The file’s title is never shown on the site.',
      },
    ),
  },
  translations: { heading: line({ required: true }), text: paragraph() },
})
export const imageCollectionSchema = imageCollectionDefinition.schema
export type ImageCollectionBlock = z.output<typeof imageCollectionSchema>
