import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reducedMotion } from '../test/media'
import { providers, serverHtml } from '../test/render'
import { Hero } from './hero'
import { heroFixture, splitHeroFixture, videoHeroFixture } from './hero.fixture'
import { heroSchema } from './hero.schema'

afterEach(() => vi.restoreAllMocks())

/** jsdom does not play media: play and pause only flip `paused` and fire the events. */
function fakeMedia() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true })
    this.dispatchEvent(new Event('play'))
    return Promise.resolve()
  })
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true })
    this.dispatchEvent(new Event('pause'))
  })
  return { play, pause }
}

/** The video, once its code has loaded (it is a chunk of its own). */
const findVideo = () =>
  waitFor(() => {
    const video = document.querySelector('video')
    expect(video).not.toBeNull()
    return video!
  })

describe('Hero', () => {
  it('shows its picture full-bleed when a hero saved before variants has none', () => {
    const parsed = heroSchema.parse({ ...heroFixture, variant: null, video: undefined })
    expect(parsed.variant).toBe('image')
  })

  it('fills the band with its background picture, through the image’s own fit', () => {
    render(<Hero block={heroFixture} />, { wrapper: providers() })
    const picture = document.querySelector('[data-block=hero] img')
    expect(picture).toHaveAttribute('data-fit', 'cover')
    // sizing classes of its own would lose to the image's height in the built stylesheet
    expect(picture?.className).not.toMatch(/\b(size|h|w)-/)
  })

  it('puts the picture beside the text in the split variant', () => {
    render(<Hero block={splitHeroFixture} />, { wrapper: providers() })
    const band = document.querySelector('[data-block=hero]')
    expect(band).toHaveAttribute('data-variant', 'split')
    expect(band?.querySelector('img')).not.toBeNull()
    expect(screen.getByRole('link', { name: 'Find a dealer' })).toHaveAttribute('href', '/dealers')
  })

  it('sends only the poster in the server HTML: no video plays before the browser knows', () => {
    const html = serverHtml(<Hero block={videoHeroFixture} />)
    expect(html).toContain('<img')
    expect(html).not.toContain('<video')
    expect(html).toContain(videoHeroFixture.headline)
  })

  it('plays the muted loop in the browser, and the button pauses it by keyboard', async () => {
    const { pause } = fakeMedia()
    render(<Hero block={videoHeroFixture} />, { wrapper: providers() })
    const video = await findVideo()
    expect(video).toHaveAttribute('autoplay')
    expect(video.muted).toBe(true)
    expect(video).toHaveAttribute('loop')
    video.dispatchEvent(new Event('play'))
    Object.defineProperty(video, 'paused', { value: false, configurable: true })
    const button = await screen.findByRole('button', { name: 'Pause video' })
    await userEvent.tab()
    await userEvent.tab()
    expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(pause).toHaveBeenCalledOnce()
    expect(await screen.findByRole('button', { name: 'Play video' })).toHaveFocus()
  })

  it('never starts by itself for visitors who prefer reduced motion, who may start it', async () => {
    reducedMotion(true)
    const { play } = fakeMedia()
    render(<Hero block={videoHeroFixture} />, { wrapper: providers() })
    const video = await findVideo()
    expect(video).not.toHaveAttribute('autoplay')
    expect(video).toHaveAttribute('preload', 'none')
    expect(play).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Play video' }))
    expect(play).toHaveBeenCalledOnce()
    expect(await screen.findByRole('button', { name: 'Pause video' })).toBeInTheDocument()
  })

  it('is its poster alone without a video file', () => {
    render(<Hero block={{ ...videoHeroFixture, video: null }} />, { wrapper: providers() })
    expect(document.querySelector('video')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(document.querySelector('img')).not.toBeNull()
  })
})
