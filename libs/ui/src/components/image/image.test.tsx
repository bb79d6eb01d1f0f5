import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { DEFAULT_IMAGE_WIDTHS, directusImageLoader, Image, resolveImageWidths } from './image'

const loader = (width: number) => `/assets/abc?width=${width}`

describe('Image', () => {
  it('is lazy and async by default, with width and height', async () => {
    const { container } = render(<Image src={loader} width={640} height={480} alt="A pool" />)
    const image = screen.getByRole('img', { name: 'A pool' })
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('decoding', 'async')
    expect(image).not.toHaveAttribute('fetchpriority')
    expect(image).toHaveAttribute('width', '640')
    expect(image).toHaveAttribute('height', '480')
    await expectNoA11yViolations(container)
  })

  it('loads a priority image eagerly with high fetch priority', () => {
    render(<Image src={loader} width={1200} height={600} alt="Hero" priority />)
    const image = screen.getByRole('img')
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('fetchpriority', 'high')
    expect(image).not.toHaveAttribute('decoding')
  })

  it('builds srcset from the loader and the given widths', () => {
    render(<Image src={loader} widths={[800, 400]} width={400} height={300} sizes="50vw" alt="" />)
    const image = screen.getByRole('presentation')
    expect(image).toHaveAttribute(
      'srcset',
      '/assets/abc?width=400 400w, /assets/abc?width=800 800w',
    )
    expect(image).toHaveAttribute('sizes', '50vw')
    expect(image).toHaveAttribute('src', '/assets/abc?width=400')
  })

  it('defaults sizes to the layout width when srcset is generated', () => {
    render(<Image src={loader} width={300} height={200} alt="" />)
    expect(screen.getByRole('presentation')).toHaveAttribute('sizes', '300px')
  })

  it('takes a plain URL without srcset', () => {
    render(<Image src="/a.jpg" width={10} height={10} alt="x" />)
    const image = screen.getByRole('img')
    expect(image).toHaveAttribute('src', '/a.jpg')
    expect(image).not.toHaveAttribute('srcset')
  })

  it('offers better formats first in a picture, with the same widths and sizes', () => {
    const { container } = render(
      <Image
        src={loader}
        widths={[400, 800]}
        width={400}
        height={300}
        sizes="50vw"
        alt="Pool"
        sources={[
          { type: 'image/avif', src: (w) => `/m?w=${w}&f=avif` },
          { type: 'image/webp', src: (w) => `/m?w=${w}&f=webp` },
        ]}
      />,
    )
    const sources = [...container.querySelectorAll('picture > source')]
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ])
    expect(sources[0]).toHaveAttribute('srcset', '/m?w=400&f=avif 400w, /m?w=800&f=avif 800w')
    expect(sources[1]).toHaveAttribute('sizes', '50vw')
    // The img stays last in the picture, the fallback with width and height for layout.
    const image = container.querySelector('picture > img:last-child')
    expect(image).toBe(screen.getByRole('img', { name: 'Pool' }))
    expect(image).toHaveAttribute('width', '400')
    expect(image).toHaveAttribute('height', '300')
  })

  it('stays a bare img when there are no sources to offer', () => {
    const { container } = render(
      <Image src={loader} width={400} height={300} alt="Pool" sources={[]} />,
    )
    expect(container.querySelector('picture')).toBeNull()
  })

  it('offers default widths up to twice the layout width', () => {
    expect(resolveImageWidths(400)).toEqual([320, 480, 640, 768, 800])
    expect(resolveImageWidths(2000).at(-1)).toBe(DEFAULT_IMAGE_WIDTHS.at(-1))
  })
})

describe('directusImageLoader', () => {
  it('adds Directus transformation parameters', () => {
    const load = directusImageLoader('https://cms.example.com/assets/abc', {
      quality: 70,
      format: 'webp',
    })
    expect(load(640)).toBe('https://cms.example.com/assets/abc?width=640&quality=70&format=webp')
  })

  it('crops to an aspect ratio and keeps relative URLs relative', () => {
    const load = directusImageLoader('/assets/abc', { aspectRatio: 16 / 9, fit: 'cover' })
    expect(load(1600)).toBe('/assets/abc?width=1600&height=900&fit=cover&quality=75&format=auto')
  })
})
