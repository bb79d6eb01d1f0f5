import type { ProjectSummary } from '@lamella/cms'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BlockLoadContext } from '../define-block'
import { loadBlocks, type RawBlock } from '../load-blocks.server'
import { RenderBlocks } from '../render-blocks'
import { providers } from '../test/render'
import { getInspiredFixture } from './get-inspired.fixture'

const listProjects = vi.hoisted(() => vi.fn())
vi.mock('@lamella/cms', async (original) => ({
  ...(await original<object>()),
  listProjects,
}))

afterEach(() => vi.clearAllMocks())

const project = (id: number, slug: string): ProjectSummary => ({
  id,
  slug,
  title: `Project ${id}`,
  summary: null,
  image: { id: `00000000-0000-4000-8000-00000000000${id}`, width: 800, height: 600 },
  dateCompleted: '2026-06-01',
  color: 'blue',
  coverType: 'bench',
  stair: null,
  municipality: id === 1 ? 'Brugge' : null,
  pool: null,
})

const context: BlockLoadContext = {
  cms: {} as BlockLoadContext['cms'],
  locale: 'nl',
  resolveHref: (href) => `/nl${href}`,
}

const { projects: _projects, ...raw } = getInspiredFixture
const load = (block: object) =>
  loadBlocks([block as RawBlock], { context, page: '/nl', report: vi.fn() })

describe('GetInspired', () => {
  it('loads the latest projects in the visitor’s language, as many as the editor chose', async () => {
    listProjects.mockResolvedValue({ items: [project(1, 'zwembad-brugge'), project(2, 'gent')] })
    const [block] = await load({ ...raw, count: 2 })
    expect(listProjects).toHaveBeenCalledWith(context.cms, 'nl', { limit: 2 })
    expect(block).toMatchObject({
      projects: [
        { id: 1, title: 'Project 1', place: 'Brugge', href: '/nl/projects/zwembad-brugge' },
        { id: 2, place: null, href: '/nl/projects/gent' },
      ],
    })
  })

  it('shows three projects when the editor left the number empty', async () => {
    listProjects.mockResolvedValue({ items: [] })
    await load({ ...raw, count: null })
    expect(listProjects).toHaveBeenCalledWith(context.cms, 'nl', { limit: 3 })
  })

  it('still shows its heading and link, without cards, when the projects cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    listProjects.mockRejectedValue(new Error('CMS down'))
    const blocks = await load(raw)
    expect(blocks).toHaveLength(1)
    render(<RenderBlocks blocks={blocks} />, { wrapper: providers() })
    // The block's code is a lazy chunk: it shows once that has loaded.
    expect(await screen.findByRole('heading', { name: 'Get inspired' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All projects' })).toHaveAttribute(
      'href',
      '/nl/projects',
    )
    expect(screen.queryByRole('list')).toBeNull()
    expect(warn).toHaveBeenCalledOnce()
  })

  it('links each card to its project', async () => {
    listProjects.mockResolvedValue({ items: [project(1, 'zwembad-brugge')] })
    const blocks = await load(raw)
    render(<RenderBlocks blocks={blocks} />, { wrapper: providers() })
    expect(await screen.findByRole('link', { name: 'Project 1' })).toHaveAttribute(
      'href',
      '/nl/projects/zwembad-brugge',
    )
    expect(screen.getByText('Brugge')).toBeInTheDocument()
  })
})
