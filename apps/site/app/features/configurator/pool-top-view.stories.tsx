import { coverColors, stairTypes, type CoverColor, type StairType } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { metresOf } from './measures'
import { PoolTopView } from './pool-top-view'

interface PreviewProps {
  length: number
  width: number
  stair: StairType | null
  color: CoverColor | null
}

/** The Horizon line's maxima: the view keeps this size whatever is chosen inside them. */
const extent = { length: 14, width: 6 }

/** The configurator's preview of a pool: drawn to scale, with its measures in the visitor's format. */
function Preview({ length, width, stair, color }: PreviewProps) {
  const { t, locale } = useTranslation()
  return (
    <PoolTopView
      length={length}
      width={width}
      extent={extent}
      stair={stair}
      color={color}
      formatMetres={metresOf(locale, t)}
      description={`Horizon pool seen from above, ${length} m by ${width} m`}
      className="h-auto w-full max-w-xl"
    />
  )
}

const meta = {
  title: 'Site/Configurator/Top view',
  component: Preview,
  args: { length: 11, width: 4.5, stair: 'wide_lounge', color: 'volcano_grey' },
  argTypes: {
    stair: { control: 'select', options: stairTypes },
    color: { control: 'select', options: coverColors },
  },
} satisfies Meta<typeof Preview>

export default meta
type Story = StoryObj<typeof meta>

export const Covered: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /Horizon pool seen from above/ })).toBeVisible()
  },
}

/** Before a colour is chosen: the water and the stair, no slats. */
export const Uncovered: Story = { args: { color: null } }

/** A smaller pool sits centred in the same frame, so it looks smaller. */
export const SmallestSize: Story = { args: { length: 8, width: 3.5 } }

/** Every cover colour, translucent ones over the water. */
export const EveryColour: Story = {
  render: (args) => (
    <div className="grid grid-cols-2 gap-4">
      {coverColors.map((color) => (
        <Preview key={color} {...args} color={color} />
      ))}
    </div>
  ),
  globals: { viewport: { value: 'desktopTall' } },
}

/** Every stair at the shallow end. */
export const EveryStair: Story = {
  render: (args) => (
    <div className="grid grid-cols-2 gap-4">
      {stairTypes.map((stair) => (
        <Preview key={stair} {...args} stair={stair} color={null} />
      ))}
    </div>
  ),
  globals: { viewport: { value: 'desktopTall' } },
}
