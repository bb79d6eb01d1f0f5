import { render, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import VisualEditing from './visual-editing'

const library = vi.hoisted(() => ({ apply: vi.fn(), remove: vi.fn() }))
vi.mock('@directus/visual-editing', () => ({ apply: library.apply }))

const mount = () =>
  render(
    <RouterProvider
      router={createMemoryRouter([
        { path: '/', element: <VisualEditing cmsUrl="https://cms.example" /> },
      ])}
    />,
  )

beforeEach(() => {
  library.apply.mockReset()
  library.remove.mockReset()
})

describe('VisualEditing', () => {
  it('asks the Studio again until it confirms, then connects once', async () => {
    // the library answers undefined when the Studio did not confirm within its second
    library.apply
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce(undefined)
      .mockResolvedValue({ remove: library.remove })
    const { unmount } = mount()
    await waitFor(() => expect(library.apply).toHaveBeenCalledTimes(3))
    expect(library.apply).toHaveBeenCalledWith(
      expect.objectContaining({ directusUrl: 'https://cms.example' }),
    )
    unmount()
    expect(library.remove).toHaveBeenCalledTimes(1)
  })

  it('stops asking once the page has gone', async () => {
    let answer: (value: undefined) => void = () => undefined
    library.apply.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    const { unmount } = mount()
    await waitFor(() => expect(library.apply).toHaveBeenCalledTimes(1))
    unmount()
    answer(undefined)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(library.apply).toHaveBeenCalledTimes(1)
  })
})
