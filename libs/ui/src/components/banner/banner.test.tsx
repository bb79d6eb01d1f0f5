import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectNoA11yViolations } from '../../test/axe'
import { Banner } from './banner'

describe('Banner', () => {
  it('shows the message, the more-information link and the close button', async () => {
    const { container } = render(
      <Banner
        label="Promo"
        message="Spring offer"
        moreInfoLabel="More info"
        moreInfoHref="/promo"
        closeLabel="Close"
      />,
    )
    expect(screen.getByRole('complementary', { name: 'Promo' })).toHaveAttribute(
      'data-state',
      'open',
    )
    expect(screen.getByText('Spring offer')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'More info' })).toHaveAttribute('href', '/promo')
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument()
    await expectNoA11yViolations(container)
  })

  it('disappears when closed and reports it', async () => {
    const onOpenChange = vi.fn()
    render(<Banner message="Offer" closeLabel="Close" onOpenChange={onOpenChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByText('Offer')).toBeNull()
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('can be controlled', () => {
    const { rerender } = render(<Banner message="Offer" open={false} />)
    expect(screen.queryByText('Offer')).toBeNull()
    rerender(<Banner message="Offer" open />)
    expect(screen.getByText('Offer')).toBeInTheDocument()
  })

  it('cannot be dismissed without a close label', () => {
    render(<Banner message="Offer" />)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('renders a custom action instead of the built-in link', () => {
    render(
      <Banner
        message="Offer"
        action={<a href="/router">Details</a>}
        moreInfoLabel="Ignored"
        moreInfoHref="/x"
      />,
    )
    expect(screen.getByRole('link', { name: 'Details' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Ignored' })).toBeNull()
  })
})
