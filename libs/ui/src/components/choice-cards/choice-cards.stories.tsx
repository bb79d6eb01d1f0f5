import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { fixtureImages } from '../../test/fixtures'
import { Badge } from '../badge/badge'
import { ChoiceCard, ChoiceCards } from './choice-cards'

const meta = {
  title: 'Components/Choices/ChoiceCards',
  component: ChoiceCards,
  args: { 'aria-label': 'Pool type', defaultValue: 'built-in', onValueChange: fn() },
} satisfies Meta<typeof ChoiceCards>

export default meta
type Story = StoryObj<typeof meta>

/** Pool types, with an image on top. */
export const PoolType: Story = {
  render: (args) => (
    <div className="max-w-4xl">
      <ChoiceCards {...args} columns={3}>
        <ChoiceCard
          value="built-in"
          label="Built-in"
          description="The cover rolls up in a pit under the deck."
          media={<img src={fixtureImages.pool} alt="" width={320} height={240} />}
          badge={<Badge variant="brand">Most chosen</Badge>}
        />
        <ChoiceCard
          value="surface"
          label="Surface"
          description="A roller on the deck, for existing pools."
          media={<img src={fixtureImages.project} alt="" width={320} height={240} />}
        />
        <ChoiceCard
          value="wall"
          label="Wall-mounted"
          description="Hidden behind a wall at the pool’s end."
          media={<img src={fixtureImages.cover} alt="" width={320} height={240} />}
          disabled
        />
      </ChoiceCards>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const builtIn = canvas.getByRole('radio', { name: 'Built-in' })
    await expect(builtIn).toBeChecked()
    await expect(builtIn).toHaveAccessibleDescription('The cover rolls up in a pit under the deck.')
    await userEvent.click(canvas.getByRole('radio', { name: 'Surface' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('surface')
  },
}

/** Stair pickers: icon beside the text, arrow keys choose. */
export const StairPicker: Story = {
  args: { 'aria-label': 'Stair', defaultValue: 'stair_classic' },
  render: (args) => (
    <div className="max-w-3xl">
      <ChoiceCards {...args} columns={2}>
        {[
          ['stair_classic', 'Classic stair', 'Full width, three steps'],
          ['stair_lounge', 'Lounge stair', 'Wide steps to sit on'],
          ['stair_left', 'Corner stair, left', 'Saves space'],
          ['stair_right', 'Corner stair, right', 'Saves space'],
        ].map(([value, label, description]) => (
          <ChoiceCard
            key={value}
            layout="inline"
            value={value!}
            label={label!}
            description={description}
            media={<img src={fixtureImages.stair} alt="" width={64} height={48} />}
          />
        ))}
      </ChoiceCards>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Classic stair' })).toHaveFocus()
    // Hold the key: Radix selects on the focus that follows a pressed arrow key.
    await userEvent.keyboard('{ArrowRight>}')
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Lounge stair' })).toBeChecked())
    await userEvent.keyboard('{/ArrowRight}')
  },
}
