import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Badge } from '../badge/badge'
import {
  Card,
  CardBadges,
  CardBody,
  CardCta,
  CardLink,
  CardMedia,
  CardMeta,
  CardTitle,
} from './card'

function BlogCard() {
  return (
    <Card>
      <CardMedia>
        <img src="/a.jpg" alt="" width={400} height={300} />
        <CardBadges>
          <Badge>Guide</Badge>
        </CardBadges>
      </CardMedia>
      <CardBody>
        <CardMeta>
          <time dateTime="2026-04-02">2 April 2026</time>
          <span>4 min</span>
        </CardMeta>
        <CardTitle>
          <CardLink href="/en/blog/spring">Open your pool</CardLink>
        </CardTitle>
        <CardCta>Read article</CardCta>
      </CardBody>
    </Card>
  )
}

describe('Card', () => {
  it('is an article with one link named by the title', async () => {
    const { container } = render(<BlogCard />)
    expect(screen.getByRole('article')).toHaveAttribute('data-slot', 'card')
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(1)
    expect(links[0]).toHaveAccessibleName('Open your pool')
    expect(screen.getByRole('heading', { level: 3, name: 'Open your pool' })).toBeInTheDocument()
    await expectNoA11yViolations(container)
  })

  it('stretches the link over the card', () => {
    render(<BlogCard />)
    expect(screen.getByRole('link').className).toContain('link-overlay')
  })

  it('hides the visual call to action from assistive technology', () => {
    render(<BlogCard />)
    expect(screen.getByText('Read article').closest('[data-slot="card-cta"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
  })

  it('sets the title level', () => {
    render(
      <CardTitle level={2}>
        <CardLink href="#">Pool</CardLink>
      </CardTitle>,
    )
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument()
  })

  it('renders a router link through CardLink asChild', () => {
    render(
      <CardLink asChild>
        <a href="/router">Routed</a>
      </CardLink>,
    )
    expect(screen.getByRole('link', { name: 'Routed' })).toHaveAttribute('data-slot', 'card-link')
  })
})
