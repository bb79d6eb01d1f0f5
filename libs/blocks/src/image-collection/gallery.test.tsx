import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderBlock, serverHtml } from '../test/render'
import { Gallery } from './gallery'

const images = [
  { id: 'slats', width: 1600, height: 1000, caption: 'Slats closed under the pines' },
  { id: 'stairs', width: 1600, height: 1000, caption: 'Lounge staircase on the left' },
  { id: 'garden', width: 1600, height: 1000, caption: 'The garden at dusk' },
]

describe('Gallery', () => {
  it('draws each picture with its size and caption on the server, without the lightbox', () => {
    const html = serverHtml(<Gallery images={images} />)
    for (const image of images) {
      expect(html).toContain(`data-image-id="${image.id}"`)
      expect(html).toContain(image.caption)
    }
    expect(html).not.toContain('role="dialog"')
  })

  it('names a picture without a caption by its place, in the page’s language, and shows no caption', async () => {
    const user = userEvent.setup()
    const uncaptioned = [images[0]!, { ...images[1]!, caption: null }, images[2]!]
    renderBlock(<Gallery images={uncaptioned} />, 'nl')
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      `Foto vergroten: ${images[0]!.caption}`,
      'Foto 2 van 3 vergroten',
      `Foto vergroten: ${images[2]!.caption}`,
    ])
    expect(screen.getAllByRole('figure').map((figure) => figure.textContent)).toEqual([
      images[0]!.caption,
      '',
      images[2]!.caption,
    ])
    await user.click(buttons[1]!)
    expect(await screen.findByRole('dialog', { name: 'Foto 2 van 3' })).toBeInTheDocument()
  })

  it('opens a picture from the keyboard and gives focus back to it on Escape', async () => {
    const user = userEvent.setup()
    renderBlock(<Gallery images={images} />)
    await user.tab()
    await user.tab()
    const second = screen.getByRole('button', { name: `Enlarge picture: ${images[1]!.caption}` })
    expect(second).toHaveFocus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: images[1]!.caption })
    expect(within(dialog).getByText('Picture 2 of 3')).toBeInTheDocument()
    expect(second).not.toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(second).toHaveFocus()
  })

  it('opens with Space too and returns focus to the opener after stepping to another picture', async () => {
    const user = userEvent.setup()
    renderBlock(<Gallery images={images} />)
    const first = screen.getByRole('button', { name: `Enlarge picture: ${images[0]!.caption}` })
    first.focus()
    await user.keyboard(' ')
    await screen.findByRole('dialog', { name: images[0]!.caption })
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('dialog', { name: images[1]!.caption })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(first).toHaveFocus()
  })
})
