import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import type { SiteStory } from '#storybook/site-decorator'
import { SiteHeader } from './site-header'
import { cmsDownRootData, rootDataFixture } from './site-shell.fixture'

const meta = {
  title: 'Site/Header',
  component: SiteHeader,
  args: { root: rootDataFixture() },
  parameters: { layout: 'fullscreen', site: { path: '/en/covers' } satisfies SiteStory },
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

/** Wide screens: the top bar with the language switcher, and the main navigation. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' })
    await expect(within(nav).getByRole('link', { name: 'Request a quote' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'en' })).toHaveAttribute('aria-current', 'true')
    // Hidden at this width: not in the accessibility tree, so no role query finds it.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull()
  },
}

/** A dropdown of the main navigation, opened: its links with their descriptions. */
export const DesktopDropdownOpen: Story = {
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Discover'))
    await expect(canvas.getByRole('link', { name: /^Projects/ })).toBeVisible()
  },
}

/** Below `md`: the top bar's left links, the brand and the Menu button. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible()
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull()
  },
}

/** The mobile menu open: its sheet holds the mobile navigation and the language switcher. */
export const PhoneMenuOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { screenshot: { target: 'page' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }))
    // The sheet is a chunk of its own, fetched on the first press.
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 })
    await expect(
      within(dialog).getByRole('navigation', { name: 'Mobile navigation' }),
    ).toBeVisible()
    await expect(within(dialog).getByRole('link', { name: 'nl' })).toBeVisible()
  },
}

/** The CMS unreachable and nothing cached: the brand and the language switcher only. */
export const WithoutCms: Story = {
  args: { root: cmsDownRootData() },
  parameters: { site: { root: cmsDownRootData(), path: '/en/covers' } satisfies SiteStory },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Lamella' })).toHaveAttribute('href', '/en')
    await expect(canvas.queryByRole('navigation', { name: 'Main navigation' })).toBeNull()
  },
}
