import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import {
  Carousel,
  CarouselContent,
  CarouselDots,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from './carousel'

// jsdom has no layout, so embla is replaced by a fake API that records the calls.
const api = vi.hoisted(() => {
  const handlers = new Map<string, () => void>()
  const fake = {
    scrollPrev: vi.fn(),
    scrollNext: vi.fn(),
    scrollTo: vi.fn(),
    canScrollPrev: vi.fn(() => true),
    canScrollNext: vi.fn(() => true),
    selectedScrollSnap: vi.fn(() => 1),
    scrollSnapList: vi.fn(() => [0, 1, 2]),
    on: vi.fn((event: string, handler: () => void) => {
      handlers.set(event, handler)
      return fake
    }),
    off: vi.fn(() => fake),
  }
  return fake
})

vi.mock('embla-carousel-react', () => ({ default: () => [() => {}, api] }))

function setReducedMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia
}

function Example() {
  return (
    <Carousel label="Projects" roleDescription="carousel" slideRoleDescription="slide">
      <CarouselContent>
        <CarouselItem aria-label="1 of 3">One</CarouselItem>
        <CarouselItem aria-label="2 of 3">Two</CarouselItem>
        <CarouselItem aria-label="3 of 3">Three</CarouselItem>
      </CarouselContent>
      <CarouselPrevious label="Previous" />
      <CarouselNext label="Next" />
      <CarouselDots dotLabel={(index, total) => `Slide ${index + 1} of ${total}`} />
    </Carousel>
  )
}

describe('Carousel', () => {
  const originalMatchMedia = window.matchMedia
  beforeEach(() => {
    vi.clearAllMocks()
    setReducedMotion(false)
  })
  afterEach(() => {
    window.matchMedia = originalMatchMedia
  })

  it('is a named region of labelled slides', async () => {
    const { container } = render(<Example />)
    const region = screen.getByRole('region', { name: 'Projects' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = screen.getAllByRole('group')
    expect(slides).toHaveLength(3)
    expect(slides[1]).toHaveAttribute('aria-roledescription', 'slide')
    expect(slides[1]).toHaveAccessibleName('2 of 3')
    await expectNoA11yViolations(container)
  })

  it('scrolls with the labelled buttons, animated by default', async () => {
    render(<Example />)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(api.scrollNext).toHaveBeenCalledWith(false)
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(api.scrollPrev).toHaveBeenCalledWith(false)
  })

  it('scrolls with the arrow keys from inside the carousel', async () => {
    render(<Example />)
    screen.getByRole('button', { name: 'Next' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(api.scrollNext).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{ArrowLeft}')
    expect(api.scrollPrev).toHaveBeenCalledTimes(1)
  })

  it('jumps without animation when reduced motion is preferred', async () => {
    setReducedMotion(true)
    render(<Example />)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(api.scrollNext).toHaveBeenCalledWith(true)
    await userEvent.click(screen.getByRole('button', { name: 'Slide 3 of 3' }))
    expect(api.scrollTo).toHaveBeenCalledWith(2, true)
  })

  it('marks the current dot', () => {
    render(<Example />)
    expect(screen.getByRole('button', { name: 'Slide 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(screen.getByRole('button', { name: 'Slide 1 of 3' })).not.toHaveAttribute('aria-current')
  })
})
