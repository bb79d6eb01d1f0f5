import { coverColors } from '@lamella/i18n'
import { I18nProvider } from '@lamella/i18n/react'
import { coverColorTokens } from '@lamella/ui'
import { serializedMessages, translatorFor } from '@lamella/i18n/server'
import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { CollectionList, type CollectionListProps } from './collection-list'

function renderList(path: string, props: Partial<CollectionListProps>) {
  const Stub = createRoutesStub([
    {
      path: '/:lang/covers',
      Component: () => (
        <CollectionList section="covers" locale="nl" items={[]} total={0} pages={1} {...props} />
      ),
    },
  ])
  return render(
    <I18nProvider locale="nl" catalogue={serializedMessages('nl')}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  )
}

const t = translatorFor('nl')

describe('covers list', () => {
  it("says 'No slats found' when a colour matches nothing, with a way back to all colours", () => {
    renderList('/nl/covers?color=cream', { colour: 'cream' })
    const empty = screen.getByRole('status')
    expect(within(empty).getByRole('heading', { name: t('pools.noSlats') })).toBeInTheDocument()
    expect(within(empty).getByRole('link', { name: t('covers.allColours') })).toHaveAttribute(
      'href',
      '/nl/covers',
    )
    expect(screen.queryByTestId('collection-list')).toBeNull()
  })

  it("says 'No slats found' when a language has no covers at all", () => {
    renderList('/nl/covers', {})
    expect(screen.getByRole('heading', { name: t('pools.noSlats') })).toBeInTheDocument()
    // Without a colour chosen there is nothing to reset.
    expect(within(screen.getByRole('status')).queryByRole('link')).toBeNull()
  })

  it('shows the ten colours as swatch links, the chosen one marked', () => {
    renderList('/nl/covers?color=blue', { colour: 'blue' })
    const swatches = screen.getByRole('navigation', { name: t('covers.filterByColour') })
    expect(within(swatches).getAllByRole('link')).toHaveLength(11)
    expect(within(swatches).getByRole('link', { name: t('colors.blue') })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(within(swatches).getByRole('link', { name: t('colors.white') })).toHaveAttribute(
      'href',
      '/nl/covers?color=white',
    )
  })
})

describe('blog list', () => {
  it('shows each post’s date as the server formatted it, with its machine-readable date', () => {
    const Stub = createRoutesStub([
      {
        path: '/:lang/blog',
        Component: () => (
          <CollectionList
            section="blog"
            locale="nl"
            total={1}
            pages={1}
            items={[
              {
                id: 1,
                path: '/nl/blog/kleur',
                title: 'Kleur kiezen',
                datePublished: '2025-10-21',
                published: '21 oktober 2025',
              },
            ]}
          />
        ),
      },
    ])
    render(
      <I18nProvider locale="nl" catalogue={serializedMessages('nl')}>
        <Stub initialEntries={['/nl/blog']} />
      </I18nProvider>,
    )
    expect(screen.getByText('21 oktober 2025')).toHaveAttribute('dateTime', '2025-10-21')
  })
})

describe('cover colour tokens', () => {
  it('have a hex value for exactly the ten cover colours', () => {
    expect(Object.keys(coverColorTokens).sort()).toEqual([...coverColors].sort())
    for (const colour of coverColors) expect(coverColorTokens[colour].hex).toMatch(/^#[0-9a-f]{6}$/)
  })
})
