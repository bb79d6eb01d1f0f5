import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CmsImage } from './cms-image'

const image = { id: 'f1', width: 1600, height: 1000 }

describe('CmsImage', () => {
  it('fills the box it is given with `fit`, with no height of its own', () => {
    render(<CmsImage image={image} alt="" sizes="100vw" fit="cover" className="absolute inset-0" />)
    const img = document.querySelector('img')!
    expect(img.classList).toContain('size-full')
    expect(img.classList).toContain('object-cover')
    expect(img.classList).not.toContain('h-auto')
    expect(img.classList).toContain('absolute')
  })

  it('keeps its own proportions by default', () => {
    render(<CmsImage image={image} alt="A pool" sizes="100vw" />)
    expect(document.querySelector('img')!.classList).toContain('h-auto')
  })

  it('refuses sizing classes that its own height would override in the built stylesheet', () => {
    expect(() =>
      render(<CmsImage image={image} alt="" sizes="100vw" className="size-full object-cover" />),
    ).toThrow(/would be overridden/)
  })
})
