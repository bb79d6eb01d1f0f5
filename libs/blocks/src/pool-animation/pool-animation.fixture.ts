import type { PoolAnimationBlock } from './pool-animation.schema'

export const poolAnimationFixture: PoolAnimationBlock = {
  collection: 'block_pool_animation',
  id: 51,
  color: 'volcano_grey',
  heading: 'Closed in two minutes',
  text: 'Turn the key and the slats roll out over the water, one against the next, until the pool is closed and can bear the weight of a child.',
}
