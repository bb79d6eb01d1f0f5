import type { z } from 'zod'
import { blockCollection, items, line, link, paragraph, picture } from '../fields.server.ts'

export const verticalSliderDefinition = blockCollection({
  collection: 'block_vertical_slider',
  icon: 'view_day',
  template: '{{translations.heading}}',
  note: 'A heading and a few slides (picture, title, text, optional link) shown one at a time in a vertical track with up and down buttons; on phones the slides stack. Three to six slides read best.',
  fields: {
    slides: items(
      {
        name: 'block_vertical_slider_slides',
        icon: 'crop_landscape',
        template: '{{translations.title}}',
        note: 'One slide of a vertical slider.',
        fields: {
          image: picture({
            required: true,
            note: 'Landscape, at least 1600 px wide. Say what it shows under Translations (alternative text), in each language.',
          }),
          url: link({
            note: 'Optional: an internal path without language prefix, e.g. /covers, or an https:// URL.',
          }),
        },
        translations: {
          title: line({ required: true }),
          text: paragraph({ note: 'Two or three sentences.' }),
          link_label: line({ note: 'The text of the link; shown when a URL is set.' }),
          // last: added to an existing database, it takes this place in the form. Without one the
          // picture is decorative: the slide's title and text carry its meaning.
          image_alt: line({
            note: 'What the picture shows, for screen readers and when it does not load, e.g. “The first workshop in West Flanders”. Leave empty when the title and text say it all: the picture is then decorative.',
          }),
        },
      },
      { note: 'In the order they appear; drag to reorder.' },
    ),
  },
  translations: { heading: line({ required: true }) },
})
export const verticalSliderSchema = verticalSliderDefinition.schema
export type VerticalSliderBlock = z.output<typeof verticalSliderSchema>
