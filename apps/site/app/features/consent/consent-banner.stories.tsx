import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ConsentBanner } from './consent-banner'

const meta = {
  title: 'Site/Consent banner',
  component: ConsentBanner,
  args: { current: null, privacyHref: '/en/privacy', onChoose: fn() },
  // Fixed to the bottom of the window, outside the canvas' box: the page is the picture.
  parameters: { layout: 'fullscreen', screenshot: { target: 'page' } },
} satisfies Meta<typeof ConsentBanner>

export default meta
type Story = StoryObj<typeof meta>

const banner = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Cookies on this site' })

/** A first visit: accept and reject side by side, the same button; settings folded. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(banner(canvasElement))
    await expect(region.getByRole('link', { name: 'Privacy statement' })).toHaveAttribute(
      'href',
      '/en/privacy',
    )
    await expect(region.getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(region.queryByRole('checkbox')).toBeNull()
    // Escape on a first visit chooses nothing.
    await userEvent.keyboard('{Escape}')
    await userEvent.click(region.getByRole('button', { name: 'Reject all' }))
    await expect(args.onChoose).toHaveBeenCalledWith({ analytics: false, advertising: false })
  },
}

/** The categories, strictly necessary always on; saving sends what was ticked. */
export const Settings: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(banner(canvasElement))
    await userEvent.click(region.getByRole('button', { name: 'Settings' }))
    const necessary = region.getByRole('checkbox', { name: 'Strictly necessary' })
    await expect(necessary).toBeChecked()
    await expect(necessary).toBeDisabled()
    await userEvent.click(region.getByRole('checkbox', { name: 'Statistics' }))
    await expect(region.getByRole('checkbox', { name: 'Advertising' })).not.toBeChecked()
    await userEvent.click(region.getByRole('button', { name: 'Save choices' }))
    await expect(args.onChoose).toHaveBeenCalledWith({ analytics: true, advertising: false })
  },
}

/** Opened again from the footer: the stored choice preselected, focus inside, Escape cancels. */
export const Reopened: Story = {
  args: { current: { analytics: true, advertising: false }, onCancel: fn(), takeFocus: true },
  play: async ({ args, canvasElement }) => {
    const element = banner(canvasElement)
    await expect(element).toHaveFocus()
    const region = within(element)
    await userEvent.click(region.getByRole('button', { name: 'Settings' }))
    await expect(region.getByRole('checkbox', { name: 'Statistics' })).toBeChecked()
    await expect(region.getByRole('checkbox', { name: 'Advertising' })).not.toBeChecked()
    await userEvent.keyboard('{Escape}')
    await expect(region.getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).toHaveBeenCalled()
    await expect(args.onChoose).not.toHaveBeenCalled()
  },
}

export const Phone: Story = { globals: { viewport: { value: 'phone' } } }
