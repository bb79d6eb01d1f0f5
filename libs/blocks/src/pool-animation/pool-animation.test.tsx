import { coverColors } from '@lamella/i18n'
import { coverColorTokens } from '@lamella/ui'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { providers, serverHtml } from '../test/render'
import { PoolAnimation } from './pool-animation'
import { poolAnimationFixture } from './pool-animation.fixture'
import { poolAnimationSchema } from './pool-animation.schema'

describe('cover colour tokens', () => {
  it('have exactly the cover colours of @lamella/i18n', () => {
    expect(Object.keys(coverColorTokens).sort()).toEqual([...coverColors].sort())
    for (const token of Object.values(coverColorTokens)) expect(token.hex).toMatch(/^#[0-9a-f]{6}$/)
  })
})

describe('PoolAnimation', () => {
  it('draws the slats in the chosen colour and names the drawing', () => {
    const html = serverHtml(<PoolAnimation block={{ ...poolAnimationFixture, color: 'blue' }} />)
    expect(html).toContain(`fill="${coverColorTokens.blue.hex}"`)
    expect(html).toContain('aria-label="Drawing of a pool whose Blue slatted cover')
  })

  it('animates only for visitors without a preference for reduced motion', () => {
    const html = serverHtml(<PoolAnimation block={poolAnimationFixture} />)
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
    const [base, motion] = css.split('@media (prefers-reduced-motion: no-preference)')
    // Outside the media query the cover stands still, half closed.
    expect(base).toContain('translateX(-160px)')
    expect(base).not.toContain('animation')
    expect(motion).toContain('animation: lamella-pool-cover')
  })

  it('pauses and plays by keyboard', async () => {
    render(<PoolAnimation block={poolAnimationFixture} />, { wrapper: providers() })
    const figure = document.querySelector('figure')
    expect(figure).toHaveAttribute('data-state', 'playing')
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Pause animation' })).toHaveFocus()
    await userEvent.keyboard(' ')
    expect(figure).toHaveAttribute('data-state', 'paused')
    await userEvent.keyboard('{Enter}')
    expect(figure).toHaveAttribute('data-state', 'playing')
  })

  it('accepts only the ten cover colours', () => {
    expect(poolAnimationSchema.safeParse({ ...poolAnimationFixture, color: 'pink' }).success).toBe(
      false,
    )
  })
})
