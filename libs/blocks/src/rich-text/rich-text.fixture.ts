import type { RichTextBlock } from './rich-text.schema'

export const richTextFixture: RichTextBlock = {
  collection: 'block_rich_text',
  id: 2,
  title: 'Made to measure',
  body: '<p>Every cover is built for <strong>your</strong> pool.</p><h3>Safety</h3><ul><li>Child-safe</li><li>Energy saving</li></ul>',
}
