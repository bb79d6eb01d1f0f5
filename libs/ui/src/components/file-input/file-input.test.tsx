import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Field } from '../field/field'
import { FileInput, formatFileSize } from './file-input'

const labels = {
  buttonLabel: 'Choose files',
  removeFileLabel: 'remove file',
  removeAllLabel: 'remove all',
}

function file(name: string, bytes: number, type = 'image/jpeg') {
  return new File([new Uint8Array(bytes)], name, { type })
}

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024, '1 MB'],
    [5.25 * 1024 * 1024, '5.3 MB'],
  ])('%d → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected)
  })
})

describe('FileInput', () => {
  it('is a labelled native file input that lists one file with a remove action', async () => {
    const user = userEvent.setup()
    const onFilesChange = vi.fn()
    const { container } = render(
      <Field label="Photos of your pool">
        <FileInput {...labels} accept="image/*" onFilesChange={onFilesChange} />
      </Field>,
    )
    const input = screen.getByLabelText('Photos of your pool')
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAttribute('accept', 'image/*')
    await user.upload(input, file('pool.jpg', 2048))
    expect(onFilesChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'pool.jpg' })])
    expect(screen.getByText('pool.jpg')).toBeInTheDocument()
    expect(screen.getByText('2 KB')).toBeInTheDocument()
    const remove = screen.getByRole('button', { name: 'remove file' })
    expect(remove).toHaveAccessibleDescription('pool.jpg')
    expect(screen.queryByRole('button', { name: 'remove all' })).not.toBeInTheDocument()
    await expectNoA11yViolations(container)

    await user.click(remove)
    expect(onFilesChange).toHaveBeenLastCalledWith([])
    expect(screen.queryByText('pool.jpg')).not.toBeInTheDocument()
    expect(input).toHaveFocus()
  })

  it('offers a single remove-all action for several files', async () => {
    const user = userEvent.setup()
    const onFilesChange = vi.fn()
    const { container } = render(
      <FileInput
        aria-label="Plans"
        multiple
        {...labels}
        onFilesChange={onFilesChange}
        formatSize={(bytes) => `${bytes} bytes`}
      />,
    )
    await user.upload(screen.getByLabelText('Plans'), [
      file('a.pdf', 10, 'application/pdf'),
      file('b.pdf', 20, 'application/pdf'),
    ])
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByText('20 bytes')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'remove file' })).not.toBeInTheDocument()
    await expectNoA11yViolations(container)
    await user.click(screen.getByRole('button', { name: 'remove all' }))
    expect(onFilesChange).toHaveBeenLastCalledWith([])
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument()
  })

  it('opens the picker from the visible trigger', async () => {
    const user = userEvent.setup()
    render(<FileInput aria-label="Plans" {...labels} />)
    const input = screen.getByLabelText<HTMLInputElement>('Plans')
    const click = vi.spyOn(input, 'click')
    await user.click(screen.getByText('Choose files'))
    expect(click).toHaveBeenCalled()
  })

  it('is keyboard reachable and carries the invalid state', async () => {
    const user = userEvent.setup()
    const { container } = render(
      <Field label="Plans" error="Please add a file." validationVisibility="live">
        <FileInput {...labels} />
      </Field>,
    )
    await user.tab()
    const input = screen.getByLabelText('Plans')
    expect(input).toHaveFocus()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Please add a file.')
    await expectNoA11yViolations(container)
  })

  it('is disabled', () => {
    render(<FileInput aria-label="Plans" disabled {...labels} />)
    expect(screen.getByLabelText('Plans')).toBeDisabled()
  })
})
