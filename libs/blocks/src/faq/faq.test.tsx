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

/** A question's trigger (its `<summary>`), found by the heading inside it. */
function question(name: string) {
  const summary = screen.getByRole('heading', { name }).closest('summary')
  if (!summary) throw new Error(`${name} has no summary`)
  return summary
}

describe('the FAQ block', () => {
  it('opens and closes each answer on its own, the question a heading in its trigger', async () => {
    const user = userEvent.setup()
    renderBlock(<Faq block={fixture} />)
    const [first, second] = fixture.faq![0]!.items
    expect(screen.getByRole('heading', { name: first!.question, level: 4 })).toBeInTheDocument()
    expect(screen.getByText(/it is not a floor/)).not.toBeVisible()
    await user.click(question(first!.question))
    expect(screen.getByRole('region', { name: first!.question })).toHaveTextContent(
      'it is not a floor',
    )
    await user.click(question(second!.question))
    expect(screen.getByText(/it is not a floor/)).toBeVisible()
    expect(screen.getByText(/One to three minutes/)).toBeVisible()
    await user.click(question(first!.question))
    expect(screen.getByText(/it is not a floor/)).not.toBeVisible()
    expect(screen.getByText(/One to three minutes/)).toBeVisible()
  })

  // Enter and Space on a question are the browser's own (the e2e tests press them in Chromium).
  it('moves between questions with the arrow keys, Tab reaching each', async () => {
    const user = userEvent.setup()
    renderBlock(<Faq block={fixture} />)
    const [first, second] = fixture.faq![0]!.items
    await user.tab()
    expect(question(first!.question)).toHaveFocus()
    await user.tab()
    expect(question(second!.question)).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(question(first!.question)).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(question(second!.question)).toHaveFocus()
  })

  it('says so for a category without questions', () => {
    renderBlock(<Faq block={fixture} />)
    expect(screen.getByRole('heading', { name: 'Warranty', level: 3 })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('This category has no items')
  })

  // A visitor can open every answer before (and without) any script: they are all in the HTML.
  it('puts the categories, questions and closed answers in the server HTML', () => {
    const html = serverHtml(<Faq block={fixture} />)
    expect(html).toContain('Covers and operation')
    expect(html).toContain('This category has no items')
    const items = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('details')
    expect(
      [...items].map((item) => [
        item.open,
        item.querySelector('summary h4')?.textContent,
        item.querySelector('[data-slot="accordion-content"]')?.textContent,
      ]),
    ).toEqual(
      fixture.faq!.flatMap((category) =>
        category.items.map((item) => [false, item.question, item.answer.replace(/<[^>]+>/g, '')]),
      ),
    )
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
