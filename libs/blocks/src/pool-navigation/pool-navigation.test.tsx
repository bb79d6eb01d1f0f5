import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderBlock, serverHtml } from '../test/render'
import { PoolNavigation } from './pool-navigation'
import { poolNavigationFixture as fixture } from './pool-navigation.fixture'

describe('PoolNavigation', () => {
  it('is a navigation landmark named by its heading, one link per topic', () => {
    renderBlock(<PoolNavigation block={fixture} />)
    const nav = screen.getByRole('navigation', { name: fixture.heading })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      fixture.entries.map((entry) => [entry.title, entry.url]),
    )
    // one link per card: the "read more" cue is not a second one
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4)
  })

  it('draws the icon the editor chose, hidden from assistive technology', () => {
    renderBlock(<PoolNavigation block={fixture} />)
    const icons = screen.getAllByRole('listitem').map((item) => item.querySelector('svg'))
    expect(icons.every((icon) => icon?.getAttribute('aria-hidden') === 'true')).toBe(true)
    expect(new Set(icons.map((icon) => icon?.innerHTML)).size).toBe(4)
  })

  it('shows an entry without a link as plain text', () => {
    renderBlock(
      <PoolNavigation block={{ ...fixture, entries: [{ ...fixture.entries[0]!, url: null }] }} />,
    )
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(fixture.entries[0]!.title)
  })

  it('is all in the server HTML', () => {
    const html = serverHtml(<PoolNavigation block={fixture} />)
    for (const entry of fixture.entries) expect(html).toContain(`href="${entry.url}"`)
  })
})
