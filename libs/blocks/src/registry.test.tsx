/// <reference types="vite/client" />
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { BlockProvider } from './block-context'
import { fixtures } from './fixtures'
import { loadBlocks } from './load-blocks.server'
import { blockTypes, registry } from './registry'
import { RenderBlocks } from './render-blocks'
import { testEnvironment } from './test-environment'

/** Story files by block folder: `block_quote_carousel` lives in `quote-carousel/`. */
const storyFolders = new Set(
  Object.keys(import.meta.glob('./*/*.stories.tsx')).map((path) => path.split('/')[1]),
)
const folderOf = (type: string) => type.replace(/^block_/, '').replaceAll('_', '-')

describe('block registry', () => {
  it.each(blockTypes)('%s: the fixture parses and renders', (type) => {
    const parsed = registry[type].schema.safeParse(fixtures[type])
    expect(parsed.success).toBe(true)
    const { container } = render(
      <BlockProvider value={testEnvironment}>
        <RenderBlocks blocks={loadBlocks([fixtures[type]])} />
      </BlockProvider>,
    )
    expect(container.querySelector('[data-block]')).not.toBeNull()
  })

  it.each(blockTypes)('%s has a story', (type) => {
    expect(storyFolders).toContain(folderOf(type))
  })

  it('every registry key matches its block type', () => {
    for (const type of blockTypes) expect(registry[type].type).toBe(type)
  })
})

describe('loadBlocks', () => {
  it('drops unknown and invalid blocks and reports them', () => {
    const onInvalid = vi.fn()
    const loaded = loadBlocks(
      [
        fixtures.block_hero,
        { collection: 'block_unknown', id: 9 },
        { collection: 'block_cta', id: 4 },
      ],
      { onInvalid },
    )
    expect(loaded.map((b) => b.collection)).toEqual(['block_hero'])
    expect(onInvalid).toHaveBeenCalledTimes(2)
    expect(onInvalid.mock.calls[1]?.[0]).toMatchObject({ collection: 'block_cta', id: 4 })
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://x/1',
    ' JavaScript:alert(1)',
  ])('never turns a %s CMS link into a navigation', (url) => {
    const [cta] = loadBlocks([{ ...fixtures.block_cta, button_url: url }])
    render(
      <BlockProvider value={testEnvironment}>
        <RenderBlocks blocks={cta ? [cta] : []} />
      </BlockProvider>,
    )
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('keeps safe internal and external links', () => {
    const [cta] = loadBlocks([{ ...fixtures.block_cta, button_url: '/projects' }])
    expect(cta).toMatchObject({ button_url: '/projects' })
  })

  it('resolves links of URL fields and rich text with the site resolver', () => {
    const resolveHref = (href: string) => (href.startsWith('/') ? `/nl${href}` : href)
    const [cta, text] = loadBlocks(
      [
        { ...fixtures.block_cta, button_url: '/dealers' },
        { ...fixtures.block_rich_text, body: '<p><a href="/about">About</a></p>' },
      ],
      { resolveHref },
    )
    expect(cta).toMatchObject({ button_url: '/nl/dealers' })
    expect(text).toMatchObject({ body: '<p><a href="/nl/about">About</a></p>' })
  })
})
