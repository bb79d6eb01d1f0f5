import type { LoadedBlock } from '@lamella/blocks'
import { describe, expect, it } from 'vitest'
import { withoutRepeatedTitle } from './page-view'

const text = (id: number, title: string | null): LoadedBlock => ({
  collection: 'block_rich_text',
  id,
  title,
  body: '<p>Lamella started in 2009.</p>',
})

describe('withoutRepeatedTitle', () => {
  it("drops the first text block's title when it repeats the page's, case and spacing aside", () => {
    const blocks = [text(1, ' our Story '), text(2, 'Our story')]
    expect(withoutRepeatedTitle(blocks, 'Our story')).toEqual([text(1, null), text(2, 'Our story')])
  })

  it('keeps a title of its own, accents included', () => {
    const blocks = [text(1, 'Who we are')]
    expect(withoutRepeatedTitle(blocks, 'About us')).toBe(blocks)
    expect(withoutRepeatedTitle([text(1, 'À propos')], 'A propos')).toEqual([text(1, 'À propos')])
  })

  it('leaves a page without blocks, or whose first block has no title, as it is', () => {
    expect(withoutRepeatedTitle([], 'Our story')).toEqual([])
    const untitled: LoadedBlock[] = [
      { collection: 'block_rich_text', id: 3, title: null, body: '<p>-</p>' },
    ]
    expect(withoutRepeatedTitle(untitled, 'Our story')).toBe(untitled)
  })
})
