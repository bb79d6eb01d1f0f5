import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from './button'

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Request a quote', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'outline', 'ghost', 'link', 'cta', 'inverse'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request a quote' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
      <Button {...args} variant="cta">
        Back to home
      </Button>
    </div>
  ),
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} variant="cta" size="sm">
        Small CTA
      </Button>
      <Button {...args} variant="cta" size="lg">
        Large CTA
      </Button>
    </div>
  ),
}

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Sending…', children: 'Send request' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Send request/ })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
}

/** The 404 page's call to action: a link styled as the uppercase bordered button. */
export const CtaLink: Story = {
  render: () => (
    <Button asChild variant="cta">
      <a href="/nl">Terug naar de homepage</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Terug naar de homepage' })
    await expect(link).toHaveAttribute('href', '/nl')
    await expect(link).not.toHaveAttribute('type')
  },
}

export const FocusRing: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-6 p-2">
      <Button>Primary</Button>
      <Button variant="outline">Outline</Button>
      <Button variant="cta">Back to home</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('button', { name: 'Primary' })).toHaveFocus()
  },
}

export const OnDark: Story = {
  globals: { backgrounds: { value: 'dark' } },
  render: () => (
    <div className="flex gap-4 bg-ink-950 p-8">
      <Button variant="inverse">Configure your pool</Button>
    </div>
  ),
}
