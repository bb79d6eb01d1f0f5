import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reducedMotion } from '../test/media'
import { renderBlock, serverHtml } from '../test/render'
import { VerticalSlider } from './vertical-slider'
import { verticalSliderFixture as fixture } from './vertical-slider.fixture'

const scrollTo = vi.spyOn(Element.prototype, 'scrollTo')
afterEach(() => {
  scrollTo.mockClear()
  reducedMotion(false)
})

/** The track behaves as on a wide screen: 400 px per slide. */
function setup() {
  const user = userEvent.setup()
  renderBlock(<VerticalSlider block={fixture} />)
  const track = screen.getByRole('list', { name: fixture.heading })
  Object.defineProperty(track, 'clientHeight', { configurable: true, value: 400 })
  return { user, track }
}

describe('VerticalSlider', () => {
  it('puts every slide, with its picture, text and link, in the server HTML', () => {
    const html = serverHtml(<VerticalSlider block={fixture} />)
    for (const slide of fixture.slides) {
      expect(html).toContain(slide.title)
      expect(html).toContain(`data-image-id="${slide.image.id}"`)
    }
    expect(html).toContain('href="/dealers"')
  })

  it('describes each picture with the slide’s alternative text, and leaves one without any decorative', () => {
    const [first, second, third] = fixture.slides
    renderBlock(
      <VerticalSlider
        block={{ ...fixture, slides: [first!, { ...second!, image_alt: null }, third!] }}
      />,
    )
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      first!.image_alt,
      third!.image_alt,
    ])
    // the second picture is still drawn, with an empty alt (presentation, not an image)
    expect(screen.getAllByRole('presentation')).toHaveLength(1)
  })

  it('moves one slide down and up with the buttons, and shows where it is', async () => {
    const { user } = setup()
    const previous = screen.getByRole('button', { name: 'Previous slide' })
    const next = screen.getByRole('button', { name: 'Next slide' })
    expect(previous).toBeDisabled()
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument()
    await user.click(next)
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 400, behavior: 'smooth' })
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument()
    await user.click(next)
    expect(next).toBeDisabled()
    await user.click(previous)
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 400, behavior: 'smooth' })
  })

  it('follows the arrow keys, Home and End while the track has focus', async () => {
    const { user, track } = setup()
    track.focus()
    await user.keyboard('{ArrowDown}')
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 400, behavior: 'smooth' })
    await user.keyboard('{End}')
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 800, behavior: 'smooth' })
    await user.keyboard('{ArrowDown}')
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 800, behavior: 'smooth' })
    await user.keyboard('{Home}')
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' })
    expect(track).toHaveFocus()
  })

  it('keeps the slide it went to while the smooth scroll passes the ones before', async () => {
    const { user, track } = setup()
    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    // halfway and less: the animation's first frames
    for (const top of [40, 120]) {
      Object.defineProperty(track, 'scrollTop', { configurable: true, value: top })
      track.dispatchEvent(new Event('scroll'))
    }
    expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument()
    track.focus()
    await user.keyboard('{ArrowDown}')
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 800, behavior: 'smooth' })
    expect(screen.getByText('Slide 3 of 3')).toBeInTheDocument()
  })

  it('follows the track once it is still, as after a wheel or a swipe', async () => {
    const { track } = setup()
    Object.defineProperty(track, 'scrollTop', { configurable: true, value: 790 })
    track.dispatchEvent(new Event('scroll'))
    expect(await screen.findByText('Slide 3 of 3')).toBeInTheDocument()
  })

  it('scrolls again when the track stopped short of a press’s slide, twice at most', async () => {
    const { user, track } = setup()
    // the browser dropped the scroll: the track stays at the first slide
    Object.defineProperty(track, 'scrollTop', { configurable: true, value: 0 })
    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(scrollTo).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(3))
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 400, behavior: 'smooth' })
    // then it names the slide in view, not the one asked for
    expect(await screen.findByText('Slide 1 of 3')).toBeInTheDocument()
    expect(scrollTo).toHaveBeenCalledTimes(3)
  })

  it('lets a wheel take over from a press', async () => {
    const { user, track } = setup()
    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    Object.defineProperty(track, 'scrollTop', { configurable: true, value: 800 })
    track.dispatchEvent(new WheelEvent('wheel', { bubbles: true }))
    track.dispatchEvent(new Event('scroll'))
    expect(await screen.findByText('Slide 3 of 3')).toBeInTheDocument()
    expect(scrollTo).toHaveBeenCalledTimes(1)
  })

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    reducedMotion(true)
    const { user, track } = setup()
    expect(track.className).not.toContain('scroll-smooth')
    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 400, behavior: 'instant' })
  })

  it('names each slide by its position', () => {
    setup()
    const slides = screen.getAllByRole('listitem', { name: /^Slide \d of 3$/ })
    expect(slides).toHaveLength(3)
    expect(within(slides[1]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      fixture.slides[1]!.title,
    )
  })

  it('shows no controls for a single slide', () => {
    renderBlock(<VerticalSlider block={{ ...fixture, slides: fixture.slides.slice(0, 1) }} />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
