import type { CollectionSpec } from '../fields.ts'
import { file, m2o, o2m, string, text } from '../fields.ts'

/** The vertical slider block's Directus collections, its folder in libs/blocks: src/vertical-slider. */
export const verticalSliderCollections: CollectionSpec[] = [
  {
    name: 'block_vertical_slider',
    icon: 'view_day',
    template: '{{translations.heading}}',
    group: 'blocks',
    note: 'A heading and a few slides (picture, title, text, optional link) shown one at a time in a vertical track with up and down buttons; on phones the slides stack. Three to six slides read best.',
    fields: [
      o2m('slides', 'block_vertical_slider_slides', 'block', {
        owned: true,
        required: true,
        note: 'In the order they appear; drag to reorder.',
      }),
    ],
    translations: [string('heading', { required: true })],
  },
  {
    name: 'block_vertical_slider_slides',
    icon: 'crop_landscape',
    template: '{{translations.title}}',
    group: 'block_vertical_slider',
    note: 'One slide of a vertical slider.',
    sort: true,
    fields: [
      m2o('block', 'block_vertical_slider', { hidden: true }),
      file('image', {
        required: true,
        note: 'Landscape, at least 1600 px wide. Say what it shows under Translations (alternative text), in each language.',
      }),
      string('url', {
        note: 'Optional: an internal path without language prefix, e.g. /covers, or an https:// URL.',
      }),
    ],
    translations: [
      string('title', { required: true }),
      text('text', { note: 'Two or three sentences.' }),
      string('link_label', { note: 'The text of the link; shown when a URL is set.' }),
      // last: added to an existing database, it takes this place in the form
      string('image_alt', {
        note: 'What the picture shows, for screen readers and when it does not load, e.g. “The first workshop in West Flanders”. Leave empty when the title and text say it all: the picture is then decorative.',
      }),
    ],
  },
]
