import { I18nProvider } from '@lamella/i18n/react'
import { serializedMessages, translatorFor } from '@lamella/i18n/server'
import { render, screen } from '@testing-library/react'
import { Outlet, createRoutesStub, useRouteError } from 'react-router'
import { describe, expect, it } from 'vitest'
import { notFound, unavailable } from '#app/shared/not-found'
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
    <I18nProvider locale="fr" catalogue={serializedMessages('fr')}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
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
      translatorFor('fr')('errors.unexpected.title'),
    )
    expect(screen.getByRole('link')).toHaveAttribute('href', '/fr')
  })

  it('says the site is temporarily unavailable, in the visitor language, when the CMS is down', async () => {
    renderAt('/fr/blog', rootData, () => {
      throw unavailable('/fr/blog')
    })
    expect(await screen.findByTestId('error-screen')).toHaveAttribute('data-reason', 'unavailable')
    const t = translatorFor('fr')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      t('errors.unavailable.title'),
    )
    expect(screen.getByText(t('errors.unavailable.description'))).toBeInTheDocument()
    expect(screen.getByText('503')).toBeInTheDocument()
    expect(screen.getByRole('link')).toHaveAttribute('href', '/fr')
  })
})
