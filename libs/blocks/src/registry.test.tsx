/// <reference types="vite/client" />
import { serializedMessages } from '@lamella/i18n/server'
import { I18nProvider } from '@lamella/i18n/react'
import { render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { BlockProvider } from './block-context'
import type { BlockLoadContext } from './define-block'
import { fixtures } from './fixtures'
import { loadBlocks, type RawBlock } from './load-blocks.server'
import { blockComponents } from './components'
import { blockTypes, registry } from './registry'
import { RenderBlocks } from './render-blocks'
import { testEnvironment } from './test-environment'

/** Story files and screenshot baselines by block folder: `block_quote_carousel` is `quote-carousel/`. */
const folders = (paths: Record<string, unknown>) =>
  new Set(Object.keys(paths).map((path) => path.split('/')[1]))
const storyFolders = folders(import.meta.glob('./*/*.stories.tsx'))
const screenshotFolders = folders(import.meta.glob('./*/__screenshots__/**/*.png'))
const folderOf = (type: string) => type.replace(/^block_/, '').replaceAll('_', '-')

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider locale="en" catalogue={serializedMessages('en')}>
      <BlockProvider value={testEnvironment}>{children}</BlockProvider>
    </I18nProvider>
  )
}

/** A CMS without content: blocks with a `load` (the FAQ) read empty lists from it. */
const emptyCms = { readItems: async () => [] } as unknown as BlockLoadContext['cms']

const context: BlockLoadContext = {
  cms: emptyCms,
  locale: 'en',
  resolveHref: (href) => (href.startsWith('/') ? `/en${href}` : href),
}

const load = (blocks: RawBlock[], options: { preview?: boolean; report?: () => void } = {}) =>
  loadBlocks(blocks, { context, page: '/en/test', report: vi.fn(), ...options })

describe('block registry', () => {
  it.each(blockTypes)('%s: the fixture parses, loads and renders', async (type) => {
    expect(fixtures[type], `${folderOf(type)}/${folderOf(type)}.fixture.ts`).toBeDefined()
    expect(registry[type].schema.safeParse(fixtures[type]).success).toBe(true)
    const loaded = await load([fixtures[type] as RawBlock])
    expect(loaded).toHaveLength(1)
    const { container } = render(<RenderBlocks blocks={loaded} />, { wrapper: Providers })
    // lazily loaded blocks (components.ts) appear once their chunk has loaded
    await waitFor(() => expect(container.querySelector(`[data-block]`)).not.toBeNull())
  })

  it.each(blockTypes)('%s has a story and screenshot baselines', (type) => {
    expect(storyFolders).toContain(folderOf(type))
    expect(screenshotFolders).toContain(folderOf(type))
  })

  it('keys every block by its own collection', () => {
    for (const type of blockTypes) expect(registry[type].collection).toBe(type)
  })

  it('has a component for every block, from its folder, and none besides', () => {
    expect(Object.keys(blockComponents).sort()).toEqual([...blockTypes].sort())
  })
})

describe('loadBlocks', () => {
  it('drops unknown and invalid blocks and reports them with the page, type and issues', async () => {
    const report = vi.fn()
    const loaded = await load(
      [
        fixtures.block_hero as RawBlock,
        { collection: 'block_unknown', id: 9 },
        { collection: 'block_cta', id: 4 },
      ],
      { report },
    )
    expect(loaded.map((b) => b.collection)).toEqual(['block_hero'])
    expect(report).toHaveBeenCalledTimes(2)
    expect(report.mock.calls[1]?.[0]).toMatchObject({
      page: '/en/test',
      type: 'block_cta',
      id: 4,
      issues: [expect.stringContaining('title')],
    })
  })

  it('keeps an invalid block as a visible placeholder in preview, and the page renders', async () => {
    const loaded = await load(
      [{ collection: 'block_cta', id: 4 }, fixtures.block_rich_text as RawBlock],
      { preview: true },
    )
    render(<RenderBlocks blocks={loaded} />, { wrapper: Providers })
    expect(screen.getByRole('note')).toHaveTextContent('block_cta')
    expect(screen.getByText(fixtures.block_rich_text.title!)).toBeInTheDocument()
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://x/1',
    ' JavaScript:alert(1)',
  ])('never turns a %s CMS link into a navigation', async (url) => {
    const loaded = await load([{ ...fixtures.block_cta, button_url: url } as RawBlock])
    render(<RenderBlocks blocks={loaded} />, { wrapper: Providers })
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('sanitises rich text and resolves the links of link and rich-text fields', async () => {
    const [cta, text] = await load([
      { ...fixtures.block_cta, button_url: '/dealers' } as RawBlock,
      {
        ...fixtures.block_rich_text,
        body: '<p onclick="x()"><a href="/about">About</a><script>alert(1)</script></p>',
      } as RawBlock,
    ])
    expect(cta).toMatchObject({ button_url: '/en/dealers' })
    expect(text).toMatchObject({ body: '<p><a href="/en/about">About</a></p>' })
  })
})
