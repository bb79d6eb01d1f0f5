import type { GetInspiredBlock } from './get-inspired.schema'

const image = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  width: 1600,
  height: 1000,
})

export const getInspiredFixture: GetInspiredBlock = {
  collection: 'block_get_inspired',
  id: 61,
  heading: 'Get inspired',
  text: 'Pools our dealers covered this year, from the coast to the Ardennes.',
  link_label: 'All projects',
  link_url: '/projects',
  count: 3,
  projects: [
    {
      id: 1,
      title: 'Garden pool in Knokke',
      place: 'Knokke-Heist',
      href: '/projects/knokke',
      image: image(1),
    },
    {
      id: 2,
      title: 'Family pool in Hasselt',
      place: 'Hasselt',
      href: '/projects/hasselt',
      image: image(2),
    },
    {
      id: 3,
      title: 'Villa pool in Namur',
      place: 'Namur',
      href: '/projects/namur',
      image: image(3),
    },
  ],
}
