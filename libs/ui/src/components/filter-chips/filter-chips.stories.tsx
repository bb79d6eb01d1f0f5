import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { FilterChips, type FilterChipsMultipleProps } from './filter-chips'

const COLOURS = [
  { value: 'white', label: 'White', count: 12 },
  { value: 'grey', label: 'Grey', count: 9 },
  { value: 'volcano_grey', label: 'Volcano grey', count: 7 },
  { value: 'transparent_blue', label: 'Transparent blue', count: 4 },
  { value: 'cream', label: 'Cream', count: 0, disabled: true },
]

function MultipleFilters(
  props: Pick<FilterChipsMultipleProps, 'label' | 'options' | 'allLabel' | 'allCount'>,
) {
  const [value, setValue] = useState<string[]>(['white', 'grey'])
  return <FilterChips type="multiple" {...props} value={value} onValueChange={setValue} />
}

const meta = {
  title: 'Components/Lists/FilterChips',
  component: FilterChips,
  args: {
    label: 'Filter projects by colour',
    options: COLOURS,
    allLabel: 'All',
    allCount: 32,
    countLabel: (count: number) => `${count} projects`,
    onValueChange: fn(),
  },
} satisfies Meta<typeof FilterChips>

export default meta
type Story = StoryObj<typeof meta>

/** One filter at a time: radio semantics, arrow keys move between chips. */
export const Single: Story = {
  play: async ({ args, canvas }) => {
    const all = canvas.getByRole('radio', { name: 'All 32 projects' })
    await expect(all).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: 'Grey 9 projects' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith('grey')
    // Hold the key: Radix selects on the focus that follows a pressed arrow key.
    await userEvent.keyboard('{ArrowRight>}')
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: 'Volcano grey 7 projects' })).toBeChecked(),
    )
    await userEvent.keyboard('{/ArrowRight}')
  },
}

/** Several filters at once: toggle buttons with aria-pressed; 'All' clears them. */
export const Multiple: Story = {
  render: (args) => (
    <MultipleFilters
      label={args.label}
      options={args.options}
      allLabel={args.allLabel}
      allCount={args.allCount}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^White/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: /^All/ }))
    await expect(canvas.getByRole('button', { name: /^All/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(canvas.getByRole('button', { name: /^White/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  },
}

export const WithoutCounts: Story = {
  args: {
    label: 'Filter by stair',
    options: [
      { value: 'stair_classic', label: 'Classic' },
      { value: 'stair_lounge', label: 'Lounge' },
      { value: 'wide_lounge', label: 'Wide lounge' },
      { value: 'stair_oblique', label: 'Oblique' },
    ],
    allCount: undefined,
    defaultValue: 'stair_lounge',
  },
}
