import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { resetToasts, showToast } from '#app/shared/toast/toasts'
import { Toasts } from './toasts'

const region = () => document.querySelector('section[aria-label^="Notifications"]')

afterEach(() => act(() => resetToasts()))

describe('Toasts', () => {
  it('has no toast area, and loads none, until a toast is raised', () => {
    render(<Toasts label="Notifications" />)
    expect(region()).toBeNull()
  })

  it('loads the area with the first toast, a polite live region, then shows the toast in it', async () => {
    render(<Toasts label="Notifications" />)
    act(() => showToast({ message: 'Your request was sent', tone: 'success' }))
    await waitFor(() => expect(region()).not.toBeNull())
    expect(region()).toHaveAttribute('aria-live', 'polite')
    expect(await screen.findByText('Your request was sent')).toBeInTheDocument()
    // every later toast goes straight to the mounted area
    act(() => showToast({ message: 'Saved', description: 'Your choices are kept' }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(screen.getByText('Your choices are kept')).toBeInTheDocument()
  })
})
