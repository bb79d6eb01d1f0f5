import { createI18n } from '@lamella/i18n'
import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { Outlet, createRoutesStub, useRouteError } from 'react-router'
import { describe, expect, it } from 'vitest'
import { notFound } from '../lib/not-found'
import { ErrorScreen } from './error-screen'

function renderAt(path: string, rootData: unknown, fail: () => never) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData,
      Component: Outlet,
      children: [
        {
          path: '*',
          loader: fail,
          Component: () => null,
          ErrorBoundary: () => <ErrorScreen error={useRouteError()} />,
        },
      ],
    },
  ])
  return render(
    <I18nextProvider i18n={createI18n('fr')}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  )
}

const rootData = {
  locale: 'fr',
  notFound: {
    title: 'Page introuvable',
    description: 'Cette page n’existe pas.',
    homeCta: 'Accueil',
  },
}

describe('ErrorScreen', () => {
  it('shows the CMS texts, the validity message and a home link in the visitor language', async () => {
    renderAt('/fr/nope', rootData, () => {
      throw notFound('page', '/fr/nope')
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page introuvable' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Cette page n’existe pas.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/fr')
    expect(screen.getByTestId('error-screen')).toHaveAttribute('data-reason', 'page')
    expect(screen.getByTestId('error-message').textContent).toContain('/fr/nope')
  })

  it('tells an unmatched route apart', async () => {
    renderAt('/fr/blog/a/b', rootData, () => {
      throw notFound('route', '/fr/blog/a/b')
    })
    expect(await screen.findByTestId('error-screen')).toHaveAttribute('data-reason', 'route')
  })

  it('falls back to the catalogue when the CMS texts are missing', async () => {
    renderAt('/x', { locale: 'fr', notFound: null }, () => {
      throw new Error('boom')
    })
    const screenEl = await screen.findByTestId('error-screen')
    expect(screenEl).toHaveAttribute('data-reason', 'error')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      createI18n('fr').t('errors.unexpected.title'),
    )
    expect(screen.getByRole('link')).toHaveAttribute('href', '/fr')
  })
})
