import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { providers } from '../test/render'
import { AtAnyTime } from './at-any-time'
import { atAnyTimeFixture } from './at-any-time.fixture'
import { atAnyTimeSchema } from './at-any-time.schema'

describe('AtAnyTime', () => {
  it('shows the statement, the text and the link', () => {
    render(<AtAnyTime block={atAnyTimeFixture} />, { wrapper: providers() })
    expect(screen.getByText(atAnyTimeFixture.statement)).toBeInTheDocument()
    expect(screen.getByText(atAnyTimeFixture.text!)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'How the cover works' })).toHaveAttribute(
      'href',
      '/covers',
    )
  })

  it('shows no link without its label, nor with an unsafe URL', () => {
    const unsafe = atAnyTimeSchema.parse({ ...atAnyTimeFixture, link_url: 'javascript:alert(1)' })
    render(<AtAnyTime block={unsafe} />, { wrapper: providers() })
    render(<AtAnyTime block={{ ...atAnyTimeFixture, link_label: null }} />, {
      wrapper: providers(),
    })
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('cannot do without its statement', () => {
    expect(atAnyTimeSchema.safeParse({ ...atAnyTimeFixture, statement: ' ' }).success).toBe(false)
  })
})
