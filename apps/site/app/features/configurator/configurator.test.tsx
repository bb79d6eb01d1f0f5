import { I18nProvider } from '@lamella/i18n/react'
import { serializedMessages, translatorFor } from '@lamella/i18n/server'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLocation } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { PoolLine } from './configuration'
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

function renderStep(
  path: string,
  props: Omit<ConfiguratorProps, 'lines'>,
  locale: 'en' | 'nl' = 'en',
) {
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
    <I18nProvider locale={locale} catalogue={serializedMessages(locale)}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  )
}

const t = translatorFor('en')
// Messages put a no-break space before a unit; Testing Library reads it as a space.

describe('Configurator', () => {
  it('shows the messages the server found for the step', () => {
    renderStep('/en/configure?step=dimensions&pool=2&color=blue&length=30', {
      raw: { pool: '2', color: 'blue', length: '30' },
      step: 'dimensions',
      errors: { length: 'Length must be between 8 and 14 m.' },
    })
    expect(screen.getByText('Length must be between 8 and 14 m.')).toBeInTheDocument()
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
    expect(await screen.findAllByText('Length must be between 8 and 14 m.')).not.toHaveLength(0)
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

  it('heads the error summary in the visitor’s language', async () => {
    const user = userEvent.setup()
    const nl = translatorFor('nl')
    renderStep(
      '/nl/configure?step=dimensions&pool=2&color=blue',
      { raw: { pool: '2', color: 'blue' }, step: 'dimensions', errors: {} },
      'nl',
    )
    await user.clear(screen.getByLabelText(nl('configurator.fields.length')))
    await user.click(screen.getByRole('button', { name: nl('configurator.next') }))
    const summary = await screen.findByRole('alert', { name: nl('form.errorSummary') })
    expect(summary).toHaveTextContent(nl('configurator.fixErrors'))
    expect(summary).toHaveTextContent('Lengte is verplicht.')
  })

  it('says at once that a width above the maximum is too wide, and keeps what was typed', async () => {
    const user = userEvent.setup()
    renderStep('/en/configure?step=dimensions&pool=2&color=blue', {
      raw: { pool: '2', color: 'blue' },
      step: 'dimensions',
      errors: {},
    })
    const width = screen.getByLabelText(t('configurator.fields.width'))
    await user.clear(width)
    await user.type(width, '99')
    // Still in the field, before any blur: the top view stopped at 6 m, the message says why.
    expect(width).toHaveFocus()
    expect(screen.getByText('Width must be between 3.5 and 6 m.')).toBeInTheDocument()
    expect(width).toHaveValue('99')
    expect(width).toHaveAttribute('aria-invalid', 'true')
    // Too short is only said on leaving the field: "1" may become "12".
    const length = screen.getByLabelText(t('configurator.fields.length'))
    await user.clear(length)
    await user.type(length, '1')
    expect(screen.queryByText(/Length must be between/)).not.toBeInTheDocument()
    await user.tab()
    expect(await screen.findByText('Length must be between 8 and 14 m.')).toBeInTheDocument()
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

  it('offers the link to the configuration once something is chosen, at the step it is on', () => {
    // the choice cards measure themselves, which jsdom cannot
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    )
    renderStep('/en/configure', { raw: {}, step: 'pool', errors: {} })
    expect(screen.queryByRole('textbox', { name: t('configurator.share.label') })).toBeNull()
    cleanup()
    const raw = { pool: '2', color: 'white', length: '12', width: '5' }
    renderStep('/en/configure?step=stair', { raw, step: 'stair', errors: {} })
    expect(screen.getByRole('textbox', { name: t('configurator.share.label') })).toHaveValue(
      '/en/configure?step=stair&pool=2&color=white&length=12&width=5',
    )
    expect(screen.getByRole('button', { name: t('configurator.share.copy') })).toBeInTheDocument()
    vi.unstubAllGlobals()
  })
})
