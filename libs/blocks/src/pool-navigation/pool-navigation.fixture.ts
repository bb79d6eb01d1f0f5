import type { PoolNavigationBlock } from './pool-navigation.schema'

export const poolNavigationFixture: PoolNavigationBlock = {
  collection: 'block_pool_navigation',
  id: 11,
  heading: 'Everything about your pool',
  text: 'Four topics to read before you choose a pool and its cover.',
  entries: [
    {
      id: 1,
      icon: 'construction',
      title: 'Built-in or surface construction',
      text: 'Dug into the garden or standing on it: what each way of building means for the cover.',
      url: '/pool-guide/construction',
    },
    {
      id: 2,
      icon: 'controls',
      title: 'Controls',
      text: 'A key switch, a remote control or your home automation: how the cover opens and closes.',
      url: '/pool-guide/controls',
    },
    {
      id: 3,
      icon: 'energy',
      title: 'Energy saving',
      text: 'How a closed cover keeps the heat in and solar slats add some of their own.',
      url: '/pool-guide/energy-saving',
    },
    {
      id: 4,
      icon: 'safety',
      title: 'Safety',
      text: 'What a locked cover does for children and pets, and what it does not.',
      url: '/pool-guide/safety',
    },
  ],
}
