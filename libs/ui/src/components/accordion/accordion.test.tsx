import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion'

function Faq() {
  return (
    <Accordion type="single" collapsible>
      <AccordionItem value="a">
        <AccordionTrigger>Question A</AccordionTrigger>
        <AccordionContent>Answer A</AccordionContent>
      </AccordionItem>
      <AccordionItem value="b">
        <AccordionTrigger headingLevel={4}>Question B</AccordionTrigger>
        <AccordionContent>Answer B</AccordionContent>
      </AccordionItem>
    </Accordion>
  )
}

describe('Accordion', () => {
  it('wraps triggers in headings and starts collapsed', async () => {
    const { container } = render(<Faq />)
    expect(screen.getByRole('heading', { level: 3, name: 'Question A' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 4, name: 'Question B' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Question A' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expectNoA11yViolations(container)
  })

  it('expands one item at a time', async () => {
    const { container } = render(<Faq />)
    await userEvent.click(screen.getByRole('button', { name: 'Question A' }))
    expect(screen.getByText('Answer A')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Question B' }))
    expect(screen.getByRole('button', { name: 'Question A' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    expect(screen.getByRole('button', { name: 'Question B' })).toHaveAttribute('data-state', 'open')
    await expectNoA11yViolations(container)
  })

  it('collapses an open item again', async () => {
    render(<Faq />)
    const trigger = screen.getByRole('button', { name: 'Question A' })
    await userEvent.click(trigger)
    await userEvent.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })
})
