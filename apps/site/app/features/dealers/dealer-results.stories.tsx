import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { SiteStory } from '#storybook/site-decorator'
import { DealerResults } from './dealer-results'
import { dealerSearches } from './dealers.fixture'

const at = (query: string): SiteStory => ({ path: `/en/dealers?q=${encodeURIComponent(query)}` })

const meta = {
  title: 'Site/Dealers/Dealer results',
  component: DealerResults,
  args: { search: dealerSearches.found, query: '9000', all: false, loading: false },
  parameters: { site: at('9000') },
  // As on the dealer finder, in its column under the search form.
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'desktopTall' } },
} satisfies Meta<typeof DealerResults>

export default meta
type Story = StoryObj<typeof meta>

/** The three dealers nearest to the place, nearest first, and a way to see them all. */
export const Found: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'The 3 dealers nearest to 9000 Gent' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByRole('status')).toHaveTextContent('The 3 dealers nearest to 9000 Gent')
    await expect(canvas.getByRole('link', { name: 'Show all dealers' })).toHaveAttribute(
      'href',
      '/en/dealers?q=9000&place=BE-9000-1&all=1',
    )
  },
}

/** An unknown postal code: the dealers near the nearest one we know, and how far they are. */
export const ApproximateAndFar: Story = {
  args: { search: dealerSearches.approximate, query: '8399' },
  parameters: { site: at('8399') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The nearest dealer is 26 km away.')).toBeVisible()
  },
}

/** A code several countries have: the place found, and the others to pick instead. */
export const OtherCountries: Story = {
  args: { search: dealerSearches.otherCountries, query: '5611' },
  parameters: { site: at('5611') },
  play: async ({ canvas }) => {
    const others = canvas.getByRole('navigation', { name: 'Not what you meant?' })
    await expect(within(others).getByRole('link')).toHaveTextContent('L-5611 Mondorf-les-Bains')
  },
}

/** Several places answer to what was typed: the visitor picks one. */
export const Ambiguous: Story = {
  args: { search: dealerSearches.ambiguous, query: 'Beau' },
  parameters: { site: at('Beau') },
  play: async ({ canvas }) => {
    const choices = canvas.getByRole('navigation', { name: 'Which place do you mean?' })
    await expect(within(choices).getAllByRole('link')).toHaveLength(3)
  },
}

/** No place we know: what to try next, and every dealer. */
export const None: Story = {
  args: { search: dealerSearches.none, query: 'Atlantis' },
  parameters: { site: at('Atlantis') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No dealers found.' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Show all dealers' })).toHaveAttribute(
      'href',
      '/en/dealers?all=1',
    )
  },
}

/** Every dealer, asked for without a place. */
export const All: Story = {
  args: { search: dealerSearches.all, query: '', all: true },
  parameters: { site: { path: '/en/dealers?all=1' } satisfies SiteStory },
}

/** A new search on its way: the spinner, and the previous answer dimmed and busy. */
export const Loading: Story = {
  args: { loading: true },
  parameters: {
    // The previous answer is dimmed on purpose while the next loads, below AA contrast; every
    // other story checks the same text at full strength.
    a11y: { options: { rules: { 'color-contrast': { enabled: false } } } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading dealers…')
    await expect(canvas.getByRole('list').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Phone: Story = { globals: { viewport: { value: 'phoneTall' } } }
