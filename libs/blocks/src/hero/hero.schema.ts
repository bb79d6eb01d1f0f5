import type { z } from 'zod'
import { blockCollection, choice, line, link, paragraph, picture, video } from '../fields.server.ts'

export const heroVariants = ['image', 'split', 'video'] as const
export type HeroVariant = (typeof heroVariants)[number]

export const heroDefinition = blockCollection({
  collection: 'block_hero',
  icon: 'image',
  template: '{{translations.headline}}',
  note: 'A large band with a headline, a short text and a button. Put one at the top of a page: its picture (or video) sets the mood of the whole page.',
  fields: {
    // Heroes saved before there were variants have none: they show their picture full-bleed.
    variant: choice(heroVariants, {
      fallback: 'image',
      labels: {
        image: 'Picture with the text over it',
        split: 'Picture beside the text',
        video: 'Background video',
      },
      half: true,
      note: 'How the picture and the text share the band. Beside the text, the picture goes above it on phones.',
    }),
    image: picture({
      note: 'A wide photo, at least 1600 pixels wide. It sets the mood and is not described to screen readers, so put what matters in the headline and text. With a video, it is the still shown before the video plays and to visitors who prefer less motion.',
    }),
    video: video({
      note: 'Only for the background video: a short MP4 or WebM loop without sound, at most a few megabytes. Without one, the picture is shown.',
    }),
    cta_url: link({
      note: 'Where the button leads: a path without language prefix, e.g. /covers, or an https:// URL.',
    }),
  },
  translations: {
    headline: line({ required: true, note: 'A few words: it is the largest text of the page.' }),
    text: paragraph({ note: 'One or two sentences under the headline.' }),
    cta_label: line({ note: 'The button’s text; without it there is no button.' }),
  },
})
export const heroSchema = heroDefinition.schema
export type HeroBlock = z.output<typeof heroSchema>
