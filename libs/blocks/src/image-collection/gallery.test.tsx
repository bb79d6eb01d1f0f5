import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderBlock, serverHtml } from '../test/render'
import { Gallery } from './gallery'

const images = [
  { id: 'slats', width: 1600, height: 1000, title: 'Slats closed under the pines' },
  { id: 'stairs', width: 1600, height: 1000, title: 'Lounge staircase on the left' },
  { id: 'garden', width: 1600, height: 1000, title: 'The garden at dusk' },
]

describe('Gallery', () => {
  it('draws each picture with its size and caption on the server, without the lightbox', () => {
    const html = serverHtml(<Gallery images={images} />)
    for (const image of images) {
      expect(html).toContain(`data-image-id="${image.id}"`)
      expect(html).toContain(image.title)
    }
    expect(html).not.toContain('role="dialog"')
  })

  it('opens a picture from the keyboard and gives focus back to it on Escape', async () => {
    const user = userEvent.setup()
    renderBlock(<Gallery images={images} />)
    await user.tab()
    await user.tab()
    const second = screen.getByRole('button', { name: `Enlarge picture: ${images[1]!.title}` })
    expect(second).toHaveFocus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: images[1]!.title })
    expect(within(dialog).getByText('Picture 2 of 3')).toBeInTheDocument()
    expect(second).not.toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(second).toHaveFocus()
  })

  it('opens with Space too and returns focus to the opener after stepping to another picture', async () => {
    const user = userEvent.setup()
    renderBlock(<Gallery images={images} />)
    const first = screen.getByRole('button', { name: `Enlarge picture: ${images[0]!.title}` })
    first.focus()
    await user.keyboard(' ')
    await screen.findByRole('dialog', { name: images[0]!.title })
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('dialog', { name: images[1]!.title })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(first).toHaveFocus()
  })
})
