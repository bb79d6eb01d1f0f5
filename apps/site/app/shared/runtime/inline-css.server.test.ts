import { describe, expect, it } from 'vitest'
import { INLINE_CSS_SLOT } from './inline-css'
import { documentBytes } from './inline-css.server'

const css = Buffer.from('body{color:red}')

describe('documentBytes', () => {
  it('puts the stylesheet where the head left its slot', () => {
    const html = `<head><style>${INLINE_CSS_SLOT}</style></head><body>é</body>`
    expect(documentBytes(html, css).toString()).toBe(
      '<head><style>body{color:red}</style></head><body>é</body>',
    )
  })

  it('fills the first slot only', () => {
    const html = `<style>${INLINE_CSS_SLOT}</style><p>${INLINE_CSS_SLOT}</p>`
    expect(documentBytes(html, css).toString()).toBe(
      `<style>body{color:red}</style><p>${INLINE_CSS_SLOT}</p>`,
    )
  })

  it('leaves a document without a slot as it is', () => {
    expect(documentBytes('<p>ü</p>', css).toString()).toBe('<p>ü</p>')
  })
})
