import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button/button'
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from './sheet'

const NAV = ['Discover', 'Pools', 'Covers', 'Projects', 'Blog', 'FAQ']

const meta = {
  title: 'Components/Overlays/Sheet',
  component: SheetContent,
  parameters: { screenshot: { target: 'page' } },
  args: { side: 'right', closeLabel: 'Close menu' },
  argTypes: { side: { control: 'inline-radio', options: ['right', 'left', 'top', 'bottom'] } },
  render: (args) => (
    <Sheet defaultOpen>
      <SheetTrigger asChild>
        <Button variant="outline">Menu</Button>
      </SheetTrigger>
      <SheetContent {...args}>
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Main navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main">
          <ul className="flex flex-col">
            {NAV.map((item) => (
              <li key={item} className="border-b border-border">
                <a
                  href={`#${item.toLowerCase()}`}
                  className="block rounded-xs py-3.5 text-lg text-foreground hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
                >
                  {item}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <SheetFooter>
          <Button>Configure your pool</Button>
          <Button variant="outline">Request a quote</Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  ),
} satisfies Meta<typeof SheetContent>

export default meta
type Story = StoryObj<typeof meta>

/** The mobile menu. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    await expect(dialog).toHaveAttribute('data-side', 'right')
  },
}

export const Left: Story = { args: { side: 'left' } }

export const Bottom: Story = {
  args: { side: 'bottom' },
  render: (args) => (
    <Sheet defaultOpen>
      <SheetContent {...args}>
        <SheetHeader>
          <SheetTitle>Filter projects</SheetTitle>
          <SheetDescription>Pick a colour, a cover type or a stair.</SheetDescription>
        </SheetHeader>
        <SheetFooter className="sm:flex-row sm:justify-end">
          <SheetClose asChild>
            <Button variant="ghost">Reset</Button>
          </SheetClose>
          <Button>Show 24 projects</Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  ),
}

export const Closing: Story = {
  parameters: { screenshot: { target: 'canvas' } },
  play: async ({ canvas }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus()
  },
}
