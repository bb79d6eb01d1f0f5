import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { BlockLoadContext } from '../define-block'
import { renderBlock, serverHtml } from '../test/render'
import { Faq } from './faq'
import { faqFixture as fixture } from './faq.fixture'
import { loadFaq } from './faq.load.server'
import { faqSchema } from './faq.schema'

/** Two categories as Directus returns them, with their English translations. */
const rows = [
  {
    id: 1,
    sort: 1,
    translations: [{ languages_code: 'en-US', slug: 'covers', title: 'Covers' }],
    items: [
      {
        id: 10,
        sort: 1,
        status: 'published',
        translations: [
          {
            languages_code: 'en-US',
            question: 'Where do I buy one?',
            answer: '<p>At a <a href="/about">dealer</a>.<script>x()</script></p>',
          },
        ],
      },
    ],
  },
  {
    id: 2,
    sort: 2,
    translations: [{ languages_code: 'en-US', slug: 'warranty', title: 'Warranty' }],
    items: [],
  },
]

// A client that answers `read`'s rows and parses them as the real one does.
const context = (read: () => Promise<unknown[]>): BlockLoadContext => ({
  cms: {
    readItems: async (
      _collection: string,
      _query: unknown,
      parse: (rows: unknown[], report: () => void) => unknown,
    ) => parse(await read(), () => {}),
  } as unknown as BlockLoadContext['cms'],
  locale: 'en',
  resolveHref: (href) => `/en${href}`,
})

const block = (categories: number[]) =>
  faqSchema.parse({
    collection: 'block_faq',
    id: 5,
    heading: 'FAQ',
    categories: categories.map((id) => ({ faq_categories_id: id })),
  })

describe('the FAQ block', () => {
  it('opens and closes an answer from the keyboard', async () => {
    const user = userEvent.setup()
    renderBlock(<Faq block={fixture} />)
    const question = screen.getByRole('button', { name: fixture.faq![0]!.items[0]!.question })
    expect(question).toHaveAttribute('aria-expanded', 'false')
    question.focus()
    await user.keyboard('{Enter}')
    expect(question).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(/it is not a floor/)).toBeVisible()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('button', { name: fixture.faq![0]!.items[1]!.question })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(question).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(question).toHaveAttribute('aria-expanded', 'false')
  })

  it('says so for a category without questions', () => {
    renderBlock(<Faq block={fixture} />)
    expect(screen.getByRole('heading', { name: 'Warranty', level: 3 })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('This category has no items')
  })

  it('puts the categories, questions and hidden answers in the server HTML', () => {
    const html = serverHtml(<Faq block={fixture} />)
    expect(html).toContain('Covers and operation')
    expect(html).toContain('Can you walk on a closed slatted cover?')
    expect(html).toContain('This category has no items')
    const answers = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelectorAll('[data-slot="accordion-content"]')
    expect(
      [...answers].map((answer) => [answer.hasAttribute('hidden'), answer.textContent]),
    ).toEqual(
      fixture.faq!.flatMap((category) =>
        category.items.map((item) => [true, item.answer.replace(/<[^>]+>/g, '')]),
      ),
    )
    // Shown by a style that only a browser without JavaScript applies.
    expect(html).toContain(
      '<noscript><style>@layer base{[data-slot="faq-list"] [data-slot="accordion-content"][hidden]{display:block!important;animation:none!important}}</style></noscript>',
    )
  })

  it('keeps a closed answer hidden once the browser runs the page', () => {
    renderBlock(<Faq block={fixture} />)
    expect(screen.queryByText(/it is not a floor/)).not.toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: fixture.faq![0]!.items[0]!.question }),
    ).toHaveAttribute('aria-expanded', 'false')
  })

  it('stays out of the page when its questions could not be read', () => {
    const { container } = renderBlock(<Faq block={{ ...fixture, faq: null }} />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('loadFaq', () => {
  it('reads every category when none is picked, answers sanitised, links in the language', async () => {
    const { faq } = await loadFaq(
      block([]),
      context(async () => rows),
    )
    expect(faq).toEqual([
      {
        id: 1,
        title: 'Covers',
        items: [
          {
            id: 10,
            question: 'Where do I buy one?',
            answer: '<p>At a <a href="/en/about">dealer</a>.</p>',
          },
        ],
      },
      { id: 2, title: 'Warranty', items: [] },
    ])
  })

  it('shows the picked categories in the editor’s order', async () => {
    const { faq } = await loadFaq(
      block([2, 1]),
      context(async () => rows),
    )
    expect(faq?.map((category) => category.title)).toEqual(['Warranty', 'Covers'])
  })

  it('gives no questions, not an error, when the CMS fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { faq } = await loadFaq(
      block([]),
      context(() => Promise.reject(new Error('CMS down'))),
    )
    expect(faq).toBeNull()
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})
