import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { toast } from '@lamella/ui'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dismissToast, prepareToasts, resetToasts, showToast } from '#app/shared/toast/toasts'
import { Toasts } from './toasts'

const region = () => document.querySelector('section[aria-label^="Notifications"]')

function renderToasts() {
  return render(<Toasts label="Notifications" closeLabel="Close notification" />)
}

afterEach(async () => {
  act(() => {
    toast.dismiss()
    resetToasts()
  })
  vi.useRealTimers()
  // sonner takes a dismissed toast away after its exit animation, on a timer: it has to run
  // while the test's DOM is still there, not after the file's environment is gone
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
  cleanup()
})

describe('Toasts', () => {
  it('has no toast area, and loads none, until a toast is raised', () => {
    renderToasts()
    expect(region()).toBeNull()
    // nothing on show: a dismissal alone loads nothing either
    act(() => dismissToast('anything'))
    expect(region()).toBeNull()
  })

  it('loads the area with the first toast, a polite live region, then shows the toast in it', async () => {
    renderToasts()
    act(() => showToast({ message: 'Your request was sent', tone: 'success' }))
    await waitFor(() => expect(region()).not.toBeNull())
    expect(region()).toHaveAttribute('aria-live', 'polite')
    expect(await screen.findByText('Your request was sent')).toBeInTheDocument()
    // every later toast goes straight to the mounted area
    act(() => showToast({ message: 'Saved', description: 'Your choices are kept' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(screen.getByText('Your choices are kept')).toBeInTheDocument()
  })

  it('mounts the empty live region ahead of a toast a page expects', async () => {
    renderToasts()
    act(() => prepareToasts())
    await waitFor(() => expect(region()).not.toBeNull())
    expect(region()).toHaveAttribute('aria-live', 'polite')
    expect(document.querySelector('[data-sonner-toast]')).toBeNull()
  })

  it('keeps a toast with an action until it is used, with a close button, then runs it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const retry = vi.fn()
    renderToasts()
    act(() =>
      showToast({
        id: 'unsent',
        tone: 'error',
        message: 'Form not submitted.',
        action: { label: 'Try again', onClick: retry },
      }),
    )
    const button = await screen.findByRole('button', { name: 'Try again' })
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument()
    // far past the 4 s of a plain toast, it is still there
    act(() => vi.advanceTimersByTime(60_000))
    expect(document.querySelector('[data-sonner-toast]')).toHaveAttribute('data-removed', 'false')
    fireEvent.click(button)
    expect(retry).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByText('Form not submitted.')).toBeNull())
  })

  it('replaces a toast raised again under its name, and takes it away on dismissal', async () => {
    renderToasts()
    act(() => showToast({ id: 'version', message: 'First', action: { label: 'Go', onClick() {} } }))
    expect(await screen.findByText('First')).toBeInTheDocument()
    act(() =>
      showToast({ id: 'version', message: 'Second', action: { label: 'Go', onClick() {} } }),
    )
    expect(await screen.findByText('Second')).toBeInTheDocument()
    expect(screen.queryByText('First')).toBeNull()
    act(() => dismissToast('version'))
    await waitFor(() =>
      expect(document.querySelector('[data-sonner-toast]')).toHaveAttribute('data-removed', 'true'),
    )
  })

  it('drops a toast dismissed before the area took it', async () => {
    renderToasts()
    act(() => {
      showToast({ id: 'gone', message: 'Never shown' })
      dismissToast('gone')
      showToast({ message: 'Shown' })
    })
    expect(await screen.findByText('Shown')).toBeInTheDocument()
    expect(screen.queryByText('Never shown')).toBeNull()
  })
})
