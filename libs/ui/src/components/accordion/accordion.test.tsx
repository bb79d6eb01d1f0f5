import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion'

function Faq({
  type = 'single',
  onKeyDown,
}: {
  type?: 'single' | 'multiple'
  onKeyDown?: React.KeyboardEventHandler
}) {
  return (
    <Accordion type={type} onKeyDown={onKeyDown}>
      <AccordionItem>
        <AccordionTrigger>Question A</AccordionTrigger>
        <AccordionContent>Answer A</AccordionContent>
      </AccordionItem>
      <AccordionItem>
        <AccordionTrigger headingLevel={4}>Question B</AccordionTrigger>
        <AccordionContent>Answer B</AccordionContent>
      </AccordionItem>
      <AccordionItem>
        <AccordionTrigger>Question C</AccordionTrigger>
        <AccordionContent>Answer C</AccordionContent>
      </AccordionItem>
    </Accordion>
  )
}

/** The disclosure's trigger (`<summary>`) of the question with this heading. */
const trigger = (name: string) => {
  const found = screen.getByRole('heading', { name }).closest('summary')
  if (!found) throw new Error(`${name} is not inside a summary`)
  return found
}
const itemOf = (name: string) => trigger(name).closest('details')!

describe('Accordion', () => {
  it('puts each question in a heading inside its trigger, every answer closed', async () => {
    const { container } = render(<Faq />)
    expect(screen.getByRole('heading', { level: 3, name: 'Question A' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 4, name: 'Question B' })).toBeInTheDocument()
    expect(trigger('Question A').parentElement).toBe(itemOf('Question A'))
    expect(itemOf('Question A').open).toBe(false)
    expect(screen.getByText('Answer A')).not.toBeVisible()
    await expectNoA11yViolations(container)
  })

  it('opens and closes an answer, a region named by its question', async () => {
    const user = userEvent.setup()
    const { container } = render(<Faq />)
    await user.click(trigger('Question A'))
    expect(itemOf('Question A').open).toBe(true)
    expect(screen.getByRole('region', { name: 'Question A' })).toHaveTextContent('Answer A')
    expect(screen.getByText('Answer A')).toBeVisible()
    await expectNoA11yViolations(container)
    await user.click(trigger('Question A'))
    expect(itemOf('Question A').open).toBe(false)
    expect(screen.getByText('Answer A')).not.toBeVisible()
  })

  // The browser closes the others of a name group (jsdom does not, Chromium does in the story).
  it('groups the items of a single accordion under one name, and no others', () => {
    render(
      <>
        <Faq />
        <Faq />
      </>,
    )
    const names = screen.getAllByRole('group').map((item) => item.getAttribute('name'))
    expect(names[0]).toBeTruthy()
    expect(names.slice(0, 3)).toEqual([names[0], names[0], names[0]])
    expect(names.slice(3)).toEqual([names[3], names[3], names[3]])
    expect(names[3]).not.toBe(names[0])
  })

  it('lets every item of a multiple accordion open on its own', async () => {
    const user = userEvent.setup()
    render(<Faq type="multiple" />)
    for (const item of screen.getAllByRole('group')) expect(item).not.toHaveAttribute('name')
    await user.click(trigger('Question A'))
    await user.click(trigger('Question B'))
    expect(screen.getByText('Answer A')).toBeVisible()
    expect(screen.getByText('Answer B')).toBeVisible()
  })

  it('starts an item open when asked', () => {
    render(
      <Accordion type="multiple">
        <AccordionItem open>
          <AccordionTrigger>Question A</AccordionTrigger>
          <AccordionContent>Answer A</AccordionContent>
        </AccordionItem>
      </Accordion>,
    )
    expect(screen.getByText('Answer A')).toBeVisible()
  })

  it('moves the focus between questions with the arrow keys, Home and End', async () => {
    const user = userEvent.setup()
    const onKeyDown = vi.fn()
    render(<Faq onKeyDown={onKeyDown} />)
    await user.tab()
    expect(trigger('Question A')).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(trigger('Question B')).toHaveFocus()
    await user.keyboard('{End}')
    expect(trigger('Question C')).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(trigger('Question A')).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(trigger('Question C')).toHaveFocus()
    await user.keyboard('{Home}')
    expect(trigger('Question A')).toHaveFocus()
    expect(onKeyDown).toHaveBeenCalledTimes(5)
  })

  it('leaves the arrow keys alone inside an answer and in a nested accordion', async () => {
    const user = userEvent.setup()
    render(
      <Accordion type="multiple">
        <AccordionItem open>
          <AccordionTrigger>Outer A</AccordionTrigger>
          <AccordionContent>
            <Accordion type="multiple">
              <AccordionItem>
                <AccordionTrigger>Inner A</AccordionTrigger>
                <AccordionContent>Inner answer</AccordionContent>
              </AccordionItem>
              <AccordionItem>
                <AccordionTrigger>Inner B</AccordionTrigger>
                <AccordionContent>Inner answer B</AccordionContent>
              </AccordionItem>
            </Accordion>
            <a href="#x">A link in the answer</a>
          </AccordionContent>
        </AccordionItem>
        <AccordionItem>
          <AccordionTrigger>Outer B</AccordionTrigger>
          <AccordionContent>Answer B</AccordionContent>
        </AccordionItem>
      </Accordion>,
    )
    trigger('Inner A').focus()
    await user.keyboard('{ArrowDown}')
    expect(trigger('Inner B')).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(trigger('Inner A')).toHaveFocus()
    screen.getByRole('link').focus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('link')).toHaveFocus()
    trigger('Outer A').focus()
    await user.keyboard('{ArrowDown}')
    expect(trigger('Outer B')).toHaveFocus()
  })

  it('sends every answer in the server HTML, closed', () => {
    const html = renderToString(<Faq type="multiple" />)
    const document = new DOMParser().parseFromString(html, 'text/html')
    const items = [...document.querySelectorAll('details')]
    expect(items.map((item) => [item.open, item.textContent])).toEqual([
      [false, 'Question AAnswer A'],
      [false, 'Question BAnswer B'],
      [false, 'Question CAnswer C'],
    ])
  })
})
