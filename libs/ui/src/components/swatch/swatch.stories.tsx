import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { Swatch, SwatchGroup } from './swatch'

/** The cover colours of the product range, with colours close to the real slats. */
const COLOURS = [
  { value: 'white', label: 'White', color: '#f7f7f4' },
  { value: 'cream', label: 'Cream', color: '#ece3cc' },
  { value: 'grey', label: 'Grey', color: '#9aa1a8' },
  { value: 'volcano_grey', label: 'Volcano grey', color: '#4b4f54' },
  {
    value: 'aluminium_look',
    label: 'Aluminium look',
    color: 'linear-gradient(135deg, #e6e8ea, #a9afb5 55%, #d8dbde)',
  },
  { value: 'blue', label: 'Blue', color: '#3f7fb9' },
  {
    value: 'transparent',
    label: 'Transparent',
    color: 'rgb(255 255 255 / 0.35)',
    translucent: true,
  },
  {
    value: 'transparent_blue',
    label: 'Transparent blue',
    color: 'rgb(78 150 214 / 0.5)',
    translucent: true,
  },
  {
    value: 'crystal_clear',
    label: 'Crystal clear',
    color: 'rgb(220 240 250 / 0.4)',
    translucent: true,
  },
  {
    value: 'transparent_blue_solar',
    label: 'Transparent blue solar',
    color: 'linear-gradient(180deg, rgb(78 150 214 / 0.55) 0 50%, rgb(23 40 61 / 0.9) 50% 100%)',
    translucent: true,
  },
]

const meta = {
  title: 'Components/Choices/Swatch',
  component: SwatchGroup,
  args: { 'aria-label': 'Cover colour', defaultValue: 'volcano_grey', onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <SwatchGroup {...args} className="max-w-2xl">
      {COLOURS.map((colour) => (
        <Swatch key={colour.value} size={args.size} {...colour} />
      ))}
    </SwatchGroup>
  ),
} satisfies Meta<typeof SwatchGroup>

export default meta
type Story = StoryObj<typeof meta>

export const CoverColours: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Volcano grey' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: 'Transparent blue' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('transparent_blue')
    // Hold the key: Radix selects on the focus that follows a pressed arrow key.
    await userEvent.keyboard('{ArrowRight>}')
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Crystal clear' })).toBeChecked())
    await userEvent.keyboard('{/ArrowRight}')
  },
}

export const Small: Story = { args: { size: 'sm' } }
export const Large: Story = { args: { size: 'lg' } }

export const HiddenLabels: Story = {
  render: (args) => (
    <SwatchGroup {...args} size="sm">
      {COLOURS.slice(0, 6).map((colour) => (
        <Swatch key={colour.value} size="sm" hideLabel {...colour} />
      ))}
    </SwatchGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Volcano grey' })).toBeChecked()
  },
}
