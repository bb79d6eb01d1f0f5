import type { VerticalSliderBlock } from './vertical-slider.schema'

const picture = (id: string) => ({ id, width: 1600, height: 1200 })

export const verticalSliderFixture: VerticalSliderBlock = {
  collection: 'block_vertical_slider',
  id: 41,
  heading: 'Thirty years of covers',
  slides: [
    {
      id: 1,
      image: picture('story-1'),
      image_alt: 'A small workshop in a garage, a half-built cover on the bench',
      title: '1994: a garage and one idea',
      text: 'Two brothers build a cover for their own pool, because nothing on the market fitted.',
      url: null,
      link_label: null,
    },
    {
      id: 2,
      image: picture('story-2'),
      image_alt: 'Rows of coloured slats drying on racks in the new factory',
      title: '2003: our own slats',
      text: 'We start extruding our own slats, in the colours customers kept asking for.',
      url: '/covers',
      link_label: 'See the colours',
    },
    {
      id: 3,
      image: picture('story-3'),
      image_alt: 'A dealer fitting a cover into a pool in a garden',
      title: 'Today: dealers near you',
      text: 'Authorised dealers across Belgium and beyond measure, install and service every cover.',
      url: '/dealers',
      link_label: 'Find a dealer',
    },
  ],
}
