import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Field } from '../field/field'
import { FileInput } from './file-input'

function file(name: string, bytes: number, type = 'image/jpeg') {
  return new File([new Uint8Array(bytes)], name, { type })
}

const meta = {
  title: 'Forms/FileInput',
  component: FileInput,
  args: {
    buttonLabel: 'Choose photos',
    hint: 'JPG or PNG, at most 10 MB each',
    removeFileLabel: 'remove file',
    removeAllLabel: 'remove all',
    accept: 'image/*',
    onFilesChange: fn(),
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  render: (args) => (
    <Field label="Photos of your pool">
      <FileInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof FileInput>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByLabelText('Photos of your pool')).toHaveFocus()
  },
}

/** One file: a 'remove file' action next to it. */
export const OneFile: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.upload(
      canvas.getByLabelText('Photos of your pool'),
      file('pool-garden-view.jpg', 2_411_724),
    )
    await expect(args.onFilesChange).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'pool-garden-view.jpg' }),
    ])
    await expect(canvas.getByRole('button', { name: 'remove file' })).toBeInTheDocument()
  },
}

/** Several files: one 'remove all' action. */
export const SeveralFiles: Story = {
  args: { multiple: true },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Photos of your pool'), [
      file('pool-garden-view.jpg', 2_411_724),
      file('stair-detail.png', 845_000, 'image/png'),
      file('site-plan.jpg', 12_300),
    ])
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByRole('button', { name: 'remove all' })).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'remove file' })).not.toBeInTheDocument()
  },
}

export const RemoveFile: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Photos of your pool')
    await userEvent.upload(input, file('pool.jpg', 2048))
    await userEvent.click(canvas.getByRole('button', { name: 'remove file' }))
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([])
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument()
    await expect(input).toHaveFocus()
  },
}

export const WithDescription: Story = {
  render: (args) => (
    <Field
      label="Photos of your pool"
      description="Photos help the dealer prepare an accurate quote."
    >
      <FileInput {...args} />
    </Field>
  ),
}

export const Disabled: Story = {
  args: { disabled: true },
}

export const Invalid: Story = {
  render: (args) => (
    <Field
      label="Photos of your pool"
      required
      error="Please add at least one photo."
      validationVisibility="live"
    >
      <FileInput {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Photos of your pool/)).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}
