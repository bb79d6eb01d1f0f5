import { I18nProvider } from '@lamella/i18n/react'
import { serializedMessages, translatorFor } from '@lamella/i18n/server'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { PoolLine } from '../../lib/configuration'
import { Configurator, type ConfiguratorProps } from './configurator'

const lines: PoolLine[] = [
  {
    id: 2,
    slug: 'horizon',
    title: 'Horizon',
    construction: 'built_in',
    length: { min: 8, max: 14, default: 11 },
    width: { min: 3.5, max: 6, default: 4.5 },
    stairs: ['wide_lounge', 'stair_left_lounge'],
  },
]

function Where() {
  const { pathname, search } = useLocation()
  return <output data-testid="where">{pathname + search}</output>
}

function renderStep(path: string, props: Omit<ConfiguratorProps, 'lines'>) {
  const Stub = createRoutesStub([
    {
      path: '/:lang/configure',
      Component: () => (
        <>
          <Configurator lines={lines} {...props} />
          <Where />
        </>
      ),
    },
  ])
  return render(
    <I18nProvider locale="en" catalogue={serializedMessages('en')}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  )
}

const t = translatorFor('en')

describe('Configurator', () => {
  it('shows the messages the server found for the step', () => {
    renderStep('/en/configure?step=dimensions&pool=2&color=blue&length=30', {
      raw: { pool: '2', color: 'blue', length: '30' },
      step: 'dimensions',
      errors: { length: 'Length must be between 8 and 14.' },
    })
    expect(screen.getByText('Length must be between 8 and 14.')).toBeInTheDocument()
    expect(screen.getByLabelText(t('configurator.fields.length'))).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })

  it('validates in the browser with the shared schema, then goes on with a canonical URL', async () => {
    const user = userEvent.setup()
    renderStep('/en/configure?step=dimensions&pool=2&color=blue', {
      raw: { pool: '2', color: 'blue' },
      step: 'dimensions',
      errors: {},
    })
    const length = screen.getByLabelText(t('configurator.fields.length'))
    // It starts from the line's own size.
    expect(length).toHaveValue('11')
    await user.clear(length)
    await user.type(length, '15')
    await user.click(screen.getByRole('button', { name: t('configurator.next') }))
    expect(await screen.findAllByText('Length must be between 8 and 14.')).not.toHaveLength(0)
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/en/configure?step=dimensions&pool=2&color=blue',
    )
    await user.clear(length)
    await user.type(length, '12,5')
    await user.click(screen.getByRole('button', { name: t('configurator.next') }))
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/en/configure?step=stair&pool=2&color=blue&length=12.5&width=4.5',
      ),
    )
  })

  it('links the finished configuration to the quote form, and every step back to itself', () => {
    const raw = { pool: '2', color: 'white', length: '12', width: '5', stair: 'wide_lounge' }
    renderStep('/en/configure?step=quote', { raw, step: 'quote', errors: {} })
    expect(screen.getByRole('link', { name: t('configurator.requestQuote') })).toHaveAttribute(
      'href',
      '/en/quote?pool=2&color=white&length=12&width=5&stair=wide_lounge',
    )
    const change = screen.getAllByRole('link', { name: new RegExp(t('configurator.change')) })
    expect(change.map((link) => link.getAttribute('href'))).toEqual([
      '/en/configure?step=pool&pool=2&color=white&length=12&width=5&stair=wide_lounge',
      '/en/configure?step=color&pool=2&color=white&length=12&width=5&stair=wide_lounge',
      '/en/configure?step=dimensions&pool=2&color=white&length=12&width=5&stair=wide_lounge',
      '/en/configure?step=stair&pool=2&color=white&length=12&width=5&stair=wide_lounge',
    ])
    expect(screen.getByRole('img', { name: /Horizon pool seen from above/ })).toBeInTheDocument()
  })
})
