import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { SiteStory } from '#storybook/site-decorator'
import { SiteFooter } from './site-footer'
import { cmsDownRootData, rootDataFixture } from './site-shell.fixture'

const meta = {
  title: 'Site/Footer',
  component: SiteFooter,
  args: { root: rootDataFixture() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

/** The brand and tagline, a column per link group of the CMS, the copyright and the terms. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const company = canvas.getByRole('navigation', { name: 'Company' })
    await expect(within(company).getAllByRole('link')).toHaveLength(4)
    await expect(canvas.getByText('© 2026 Lamella. All rights reserved.')).toBeVisible()
    // The terms: in the Help column, and again beside the copyright.
    await expect(canvas.getAllByRole('link', { name: 'Terms and conditions' })).toHaveLength(2)
    // No tag manager, no choice to make.
    await expect(canvas.queryByRole('button', { name: 'Cookie settings' })).toBeNull()
  },
}

export const Phone: Story = { globals: { viewport: { value: 'phone' } } }

/** The CMS unreachable: the brand, and the catalogue's copyright line with this year. */
export const WithoutCms: Story = {
  args: { root: cmsDownRootData() },
  parameters: { site: { root: cmsDownRootData() } satisfies SiteStory },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull()
    await expect(canvas.getByText('© 2026 Lamella')).toBeVisible()
  },
}

const withTagManager = rootDataFixture('en', {
  config: {
    siteOrigin: 'https://www.lamella.example',
    tagManager: { id: 'GTM-TEST', origin: 'https://www.googletagmanager.com' },
    map: null,
    errorReporting: null,
  },
})

/** With a tag manager: a button beside the terms opens the cookie choice again. */
export const WithTagManager: Story = {
  args: { root: withTagManager },
  parameters: { site: { root: withTagManager } satisfies SiteStory },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cookie settings' })).toBeVisible()
  },
}

export const WithTagManagerPhone: Story = {
  ...WithTagManager,
  globals: { viewport: { value: 'phone' } },
}
