import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderBlock, serverHtml } from '../test/render'
import { ImageCollection } from './image-collection'
import { imageCollectionFixture as fixture } from './image-collection.fixture'

const titles = fixture.images.map((row) => row.caption!)

describe('ImageCollection', () => {
  it('puts every picture and caption in the server HTML, and no lightbox', () => {
    const html = serverHtml(<ImageCollection block={fixture} />)
    for (const title of titles) expect(html).toContain(title)
    expect(html).toContain('data-image-id="workshop-4"')
    expect(html).not.toContain('role="dialog"')
  })

  it('opens a picture with Enter, steps with the arrow keys, and Escape returns focus to it', async () => {
    const user = userEvent.setup()
    renderBlock(<ImageCollection block={fixture} />)
    const second = screen.getByRole('button', { name: `Enlarge picture: ${titles[1]}` })
    second.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: titles[1] })
    expect(within(dialog).getByText('Picture 2 of 4')).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('dialog', { name: titles[2] })).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    // wraps around from the first to the last
    expect(screen.getByRole('dialog', { name: titles[3] })).toHaveTextContent('Picture 4 of 4')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(second).toHaveFocus()
  })

  it('has previous, next and close buttons in the lightbox', async () => {
    const user = userEvent.setup()
    renderBlock(<ImageCollection block={fixture} />)
    const first = screen.getByRole('button', { name: `Enlarge picture: ${titles[0]}` })
    await user.click(first)
    const dialog = await screen.findByRole('dialog', { name: titles[0] })
    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }))
    expect(dialog).toHaveTextContent('Picture 2 of 4')
    await user.click(within(dialog).getByRole('button', { name: 'Previous picture' }))
    expect(dialog).toHaveTextContent('Picture 1 of 4')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(first).toHaveFocus()
  })

  it('names a picture without a caption by its position, and skips deleted files', () => {
    renderBlock(
      <ImageCollection
        block={{
          ...fixture,
          images: [
            { directus_files_id: { id: 'a' } },
            { directus_files_id: null, caption: 'Deleted' },
            { directus_files_id: { id: 'b' }, caption: 'Pool' },
          ],
        }}
      />,
    )
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Enlarge picture 1 of 2',
      'Enlarge picture: Pool',
    ])
  })

  it('captions a picture in the language of its row, and one without a caption there not at all', async () => {
    const user = userEvent.setup()
    renderBlock(
      <ImageCollection
        block={{
          ...fixture,
          images: [
            { directus_files_id: { id: 'a' }, caption: 'Lamellen op maat' },
            { directus_files_id: { id: 'b' }, caption: null },
            { directus_files_id: { id: 'c' }, caption: '' },
          ],
        }}
      />,
      'nl',
    )
    const figures = screen.getAllByRole('figure')
    expect(figures.map((figure) => figure.textContent)).toEqual(['Lamellen op maat', '', ''])
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Foto vergroten: Lamellen op maat',
      'Foto 2 van 3 vergroten',
      'Foto 3 van 3 vergroten',
    ])
    await user.click(screen.getAllByRole('button')[0]!)
    expect(await screen.findByRole('dialog', { name: 'Lamellen op maat' })).toBeInTheDocument()
  })
})
