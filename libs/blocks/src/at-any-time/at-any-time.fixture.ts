import type { AtAnyTimeBlock } from './at-any-time.schema'

export const atAnyTimeFixture: AtAnyTimeBlock = {
  collection: 'block_at_any_time',
  id: 21,
  statement: 'Covered at any time: one turn of the key and your pool is closed.',
  text: 'Open it for a swim before breakfast, close it when you leave. It takes two minutes.',
  link_label: 'How the cover works',
  link_url: '/covers',
}
