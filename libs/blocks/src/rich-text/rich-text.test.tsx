import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderBlock, serverHtml } from '../test/render'
import { RichText } from './rich-text'
import { richTextFixture } from './rich-text.fixture'
import { richTextSchema } from './rich-text.schema'

/** The block as the page query hands it over, parsed (and so sanitised) by its schema. */
const parse = (body: string, title: string | null = 'Made to measure') =>
  richTextSchema.parse({ collection: 'block_rich_text', id: 9, title, body })

describe('RichText', () => {
  it('is a region named by its title, with the formatted text inside', () => {
    renderBlock(<RichText block={richTextFixture} />)
    const region = screen.getByRole('region', { name: richTextFixture.title! })
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Made to measure')
    expect(within(region).getByRole('heading', { level: 3, name: 'Safety' })).toBeInTheDocument()
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Child-safe', 'Energy saving'])
    expect(region.querySelector('strong')).toHaveTextContent('your')
  })

  it('has no heading of its own and names no region without a title', () => {
    renderBlock(<RichText block={{ ...richTextFixture, title: null }} />)
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
    expect(screen.queryByRole('region')).toBeNull()
    expect(screen.getByText('Child-safe')).toBeInTheDocument()
  })

  it('keeps the text and safe links of what an editor wrote', () => {
    const block = parse(
      '<h2>How it works</h2><p>See our <a href="/covers">covers</a> or <a href="https://www.example.com/">a dealer</a>.</p><blockquote>Quiet and warm.</blockquote>',
    )
    renderBlock(<RichText block={block} />)
    expect(screen.getByRole('link', { name: 'covers' })).toHaveAttribute('href', '/covers')
    expect(screen.getByRole('link', { name: 'a dealer' })).toHaveAttribute(
      'href',
      'https://www.example.com/',
    )
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument()
    expect(screen.getByText('Quiet and warm.')).toBeInTheDocument()
  })

  it('removes scripts, event handlers and javascript: links, in the browser and from the server', () => {
    const block = parse(
      [
        '<p onclick="alert(1)">Click <b onmouseover="alert(2)">here</b></p>',
        '<script>alert(3)</script>',
        '<img src="x" onerror="alert(4)">',
        '<a href="javascript:alert(5)">a trap</a>',
        '<a href="JaVaScRiPt:alert(6)">another</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<svg><script>alert(7)</script></svg>',
      ].join(''),
      '<b onclick="alert(8)">Title</b>',
    )
    expect(block.body).not.toMatch(/script|onclick|onmouseover|onerror|javascript:|iframe|alert/i)

    const { container } = renderBlock(<RichText block={block} />)
    expect(container.querySelector('script, iframe, svg')).toBeNull()
    for (const element of container.querySelectorAll('*')) {
      const handlers = [...element.attributes].filter((a) => a.name.toLowerCase().startsWith('on'))
      expect(handlers, element.outerHTML).toEqual([])
    }
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i)
    }
    expect(screen.getByText('here')).toBeInTheDocument()
    // the title is plain text: markup in it is shown as written, never run
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      '<b onclick="alert(8)">Title</b>',
    )

    // no tag the server sends carries a script, a frame or a handler (the title is escaped text)
    const html = serverHtml(<RichText block={block} />)
    expect(html).not.toMatch(/<script|<iframe|<[^>]*\son\w+=|javascript:/i)
    expect(html).toContain('&lt;b onclick=')
  })

  it('renders an empty body as nothing rather than failing', () => {
    const block = parse('', null)
    expect(block.body).toBe('')
    const { container } = renderBlock(<RichText block={block} />)
    expect(container.textContent).toBe('')
  })
})
