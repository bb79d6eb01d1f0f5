import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { SiteStory } from '#storybook/site-decorator'
import { coverResults, noResults } from './search.fixture'
import { MAX_QUERY } from './search-query'
import { SearchScreen } from './search-screen'

const at = (query: string): SiteStory => ({ path: `/en/search?q=${encodeURIComponent(query)}` })

const meta = {
  title: 'Site/Search/Search screen',
  component: SearchScreen,
  args: { query: 'cover', results: coverResults, loading: false, maxQuery: MAX_QUERY },
  parameters: { site: at('cover') },
  globals: { viewport: { value: 'desktopTall' } },
} satisfies Meta<typeof SearchScreen>

export default meta
type Story = StoryObj<typeof meta>

/** What was found, best first: each result's kind, title as a link, and the passage that matched. */
export const Found: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('cover')
    await expect(canvas.getByRole('status')).toHaveTextContent('23 results for “cover”')
    const list = canvas.getByRole('list')
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6)
    await expect(
      within(list).getByRole('link', { name: 'Can you walk on a closed slatted cover?' }),
    ).toHaveAttribute('href', '/en/faq')
    await expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(6)
    await expect(canvas.getByText('Blog post')).toBeVisible()
    await expect(canvas.getByText(/The 6 best matches are shown/)).toBeVisible()
  },
}

/** Nothing matched: the way forward, and the same words in the status region. */
export const NoResults: Story = {
  args: { query: 'xylophone', results: noResults },
  parameters: { site: at('xylophone') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Nothing found for “xylophone”' }),
    ).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing found for “xylophone”')
  },
}

/** The form alone, before anything was searched. */
export const Empty: Story = {
  args: { query: '', results: null },
  parameters: { site: { path: '/en/search' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Search')
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

/** On a phone: the form's field and button one above the other. */
export const Phone: Story = {
  globals: { viewport: { value: 'phoneTall' } },
}
