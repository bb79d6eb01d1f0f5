import type { CollectionSpec } from '../fields.ts'
import { file, select, string, text } from '../fields.ts'

/** The hero block's Directus collections, its folder in libs/blocks: src/hero. */
export const heroCollections: CollectionSpec[] = [
  {
    name: 'block_hero',
    icon: 'image',
    template: '{{translations.headline}}',
    note: 'A large band with a headline, a short text and a button. Put one at the top of a page: its picture (or video) sets the mood of the whole page.',
    group: 'blocks',
    fields: [
      select(
        'variant',
        [
          { value: 'image', label: 'Picture with the text over it' },
          { value: 'split', label: 'Picture beside the text' },
          { value: 'video', label: 'Background video' },
        ],
        {
          default: 'image',
          half: true,
          note: 'How the picture and the text share the band. Beside the text, the picture goes above it on phones.',
        },
      ),
      file('image', {
        note: 'A wide photo, at least 1600 pixels wide. It sets the mood and is not described to screen readers, so put what matters in the headline and text. With a video, it is the still shown before the video plays and to visitors who prefer less motion.',
      }),
      file('video', {
        accept: 'video',
        note: 'Only for the background video: a short MP4 or WebM loop without sound, at most a few megabytes. Without one, the picture is shown.',
      }),
      string('cta_url', {
        note: 'Where the button leads: a path without language prefix, e.g. /covers, or an https:// URL.',
      }),
    ],
    translations: [
      string('headline', {
        required: true,
        note: 'A few words: it is the largest text of the page.',
      }),
      text('text', { note: 'One or two sentences under the headline.' }),
      string('cta_label', { note: 'The button’s text; without it there is no button.' }),
    ],
  },
]
