import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { VisuallyHidden } from './visually-hidden'

const meta = {
  title: 'Components/Utilities/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>

export default meta
type Story = StoryObj<typeof meta>

/** The link reads "Read more about solar slats"; sighted visitors see "Read more". */
export const InALink: Story = {
  render: () => (
    <a href="/en/covers/solar" className="text-primary underline underline-offset-4">
      Read more<VisuallyHidden> about solar slats</VisuallyHidden>
    </a>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Read more about solar slats' }),
    ).toBeInTheDocument()
  },
}
