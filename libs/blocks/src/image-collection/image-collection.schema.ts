import { z } from 'zod'
import { blockId, image, imageFields, optionalText, requiredText } from '../fields.server'

export const imageCollectionSchema = z.object({
  collection: z.literal('block_image_collection'),
  id: blockId,
  heading: requiredText(),
  text: optionalText(),
  /**
   * rows of the files relation; a file deleted since (null) is left out when drawn. `caption` is
   * the row's translation, flattened by libs/cms; a row without one in the page's language has
   * no caption (never another language's, nor the file's title).
   */
  images: z.array(z.object({ directus_files_id: image.nullish(), caption: optionalText() })).min(1),
})
export type ImageCollectionBlock = z.output<typeof imageCollectionSchema>

export const imageCollectionFields = [
  'id',
  'translations.*',
  ...imageFields('images.directus_files_id'),
  'images.translations.languages_code',
  'images.translations.caption',
]
