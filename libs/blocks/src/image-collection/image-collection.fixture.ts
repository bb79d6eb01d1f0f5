import type { ImageCollectionBlock } from './image-collection.schema'

const picture = (id: string, caption: string) => ({
  directus_files_id: { id, width: 1600, height: 1200 },
  caption,
})

export const imageCollectionFixture: ImageCollectionBlock = {
  collection: 'block_image_collection',
  id: 31,
  heading: 'Our workshop',
  text: 'Where every cover is cut, assembled and tested before it leaves for the garden.',
  images: [
    picture('workshop-1', 'Slats cut to length in the workshop'),
    picture('workshop-2', 'A motor being fitted into its axle'),
    picture('workshop-3', 'A finished cover rolled up for delivery'),
    picture('workshop-4', 'The test pool in the showroom'),
  ],
}
