import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Text } from './text'

describe('Text', () => {
  it('renders a paragraph', async () => {
    const { container } = render(<Text>Hello</Text>)
    const paragraph = screen.getByText('Hello')
    expect(paragraph.tagName).toBe('P')
    expect(paragraph).toHaveAttribute('data-slot', 'text')
    await expectNoA11yViolations(container)
  })

  it('styles an eyebrow in the primary colour', () => {
    render(<Text variant="eyebrow">Label</Text>)
    const eyebrow = screen.getByText('Label')
    expect(eyebrow.className).toContain('uppercase')
    expect(eyebrow.className).toContain('text-primary')
  })

  it('keeps an explicit tone on an eyebrow', () => {
    render(
      <Text variant="eyebrow" tone="inverse">
        Label
      </Text>,
    )
    expect(screen.getByText('Label').className).toContain('text-inverse-foreground')
    expect(screen.getByText('Label').className).not.toContain('text-primary')
  })

  it('renders its child with asChild', () => {
    render(
      <Text asChild>
        <span>Inline</span>
      </Text>,
    )
    expect(screen.getByText('Inline').tagName).toBe('SPAN')
  })
})
