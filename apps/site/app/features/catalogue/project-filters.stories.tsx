import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import type { SiteStory } from '#storybook/site-decorator'
import { facetsOf, selectionSearch, type Selection } from './project-facets'
import { ProjectFilters } from './project-filters'
import { projectsFixture } from './project-filters.fixture'

/** The filters as the projects index shows them, with the counts its loader computes. */
function filtersAt(selection: Selection) {
  return {
    args: { facets: facetsOf(projectsFixture, selection), selection },
    parameters: {
      site: { path: `/en/projects${selectionSearch(selection)}` } satisfies SiteStory,
    },
  }
}

const meta = {
  title: 'Site/Project filters',
  component: ProjectFilters,
  ...filtersAt({}),
} satisfies Meta<typeof ProjectFilters>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing chosen: every facet on 'All', no way to clear. */
export const NoneActive: Story = {
  play: async ({ canvas }) => {
    const all = canvas.getAllByRole('radio', { name: /^All/ })
    await expect(all).toHaveLength(4)
    for (const radio of all) await expect(radio).toBeChecked()
    await expect(canvas.queryByRole('link', { name: 'Clear filters' })).toBeNull()
  },
}

/**
 * A colour and a cover type chosen: the counts follow, values nothing matches any more are
 * disabled, and 'Clear filters' appears.
 */
export const SomeActive: Story = {
  ...filtersAt({ color: 'white', type: 'bench' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /^White/ })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: /^Bench/ })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: /^Grey/ })).toBeDisabled()
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/en/projects',
    )
  },
}

/** On a phone the filters wait behind one control that counts the active ones; results come first. */
export const Phone: Story = {
  ...filtersAt({ pool: '1' }),
  globals: { viewport: { value: 'phoneTall' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Filters (1)')).toBeVisible()
    await expect(canvas.getAllByRole('radio')[0]).not.toBeVisible()
  },
}

/** The control opened: the chips, and a button that closes the panel over the results. */
export const PhoneOpen: Story = {
  ...filtersAt({ pool: '1' }),
  globals: { viewport: { value: 'phoneTall' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Filters (1)'))
    await expect(canvas.getAllByRole('radio', { name: /^All/ })).toHaveLength(4)
    await expect(canvas.getByRole('button', { name: 'Show projects' })).toBeVisible()
  },
}
