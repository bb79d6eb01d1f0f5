import type { SearchResults } from './search.server'

/** What the search finds for "cover" in the English demo content: one of each kind. */
export const coverResults: SearchResults = {
  query: 'cover',
  total: 23,
  items: [
    {
      key: 'posts:1',
      type: 'posts',
      title: 'How to choose the colour of your slatted cover',
      path: '/en/blog/choosing-a-cover-colour',
      snippet: [
        {
          text: 'Ten colours, from white to volcano grey: what each does to the water, and how a ',
        },
        { text: 'cover', match: true },
        { text: ' fits the garden around it.' },
      ],
    },
    {
      key: 'covers:5',
      type: 'covers',
      title: 'Volcano grey',
      path: '/en/covers/volcano-grey',
      snippet: [
        { text: '… The darkest ' },
        { text: 'cover', match: true },
        {
          text: ' of the range warms the water in the sun and turns the pool into a dark mirror …',
        },
      ],
    },
    {
      key: 'projects:4',
      type: 'projects',
      title: 'A bench cover for a farmhouse in Lasne',
      path: '/en/projects/bench-cover-farmhouse-lasne',
      snippet: [
        { text: 'The pool of this renovated farmhouse was ten years old; a bench ' },
        { text: 'cover', match: true },
        { text: ' left its stone coping as it was.' },
      ],
    },
    {
      key: 'pools:3',
      type: 'pools',
      title: 'Terra 7 × 3.5',
      path: '/en/pools/terra',
      snippet: [
        { text: 'A compact built-in pool with room for an integrated ' },
        { text: 'cover', match: true },
        { text: ' at its short side.' },
      ],
    },
    {
      key: 'pages:13',
      type: 'pages',
      title: 'Open days',
      path: '/en/about/open-days',
      snippet: [
        { text: 'Twice a year we open the doors of our workshop: see how a slatted ' },
        { text: 'cover', match: true },
        { text: ' is made to measure.' },
      ],
    },
    {
      key: 'faq_items:1',
      type: 'faq_items',
      title: 'Can you walk on a closed slatted cover?',
      path: '/en/faq',
      snippet: [
        { text: 'No. A closed and locked ' },
        { text: 'cover', match: true },
        {
          text: ' prevents a young child or a pet from falling into the water, but it is not a floor.',
        },
      ],
    },
  ],
}

/** A word nothing holds. */
export const noResults: SearchResults = { query: 'xylophone', total: 0, items: [] }
