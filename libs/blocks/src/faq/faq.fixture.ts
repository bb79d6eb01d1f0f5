import type { FaqBlock } from './faq'

export const faqFixture: FaqBlock = {
  collection: 'block_faq',
  id: 21,
  heading: 'Questions about your cover',
  categories: [],
  faq: [
    {
      id: 1,
      title: 'Covers and operation',
      items: [
        {
          id: 1,
          question: 'Can you walk on a closed slatted cover?',
          answer:
            '<p>No. A closed and locked cover keeps a young child or a pet out of the water, but it is not a floor.</p>',
        },
        {
          id: 2,
          question: 'How long does it take to open and close the cover?',
          answer:
            '<p>One to three minutes, depending on the length of the pool. Ask a <a href="/en/dealers">dealer</a> for yours.</p>',
        },
      ],
    },
    { id: 2, title: 'Warranty', items: [] },
  ],
}
