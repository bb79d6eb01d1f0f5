import { useTranslation } from '@lamella/i18n/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { SiteStory } from '#storybook/site-decorator'
import { dealerSearches } from '#app/features/dealers/dealers.fixture'
import { QuoteForm, type FormOutcome } from './quote-form'
import { configurationFixture, detailsFixture, stampFixture } from './quote.fixture'

/** The form at the dealer step, as the server answers the details of a visitor in Gent. */
function dealerStep(dealers: FormOutcome['dealers']): FormOutcome {
  return {
    status: 'form',
    step: 'dealer',
    values: detailsFixture,
    stamp: stampFixture,
    errors: {},
    ...(dealers ? { dealers } : {}),
  }
}

const meta = {
  title: 'Site/Quote form',
  component: QuoteForm,
  args: {
    locale: 'en',
    configuration: configurationFixture,
    stamp: stampFixture,
    outcome: undefined,
  },
  parameters: { site: { path: '/en/quote', route: '/:lang/quote' } satisfies SiteStory },
  // The form's column on the quote screen.
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'desktopTall' } },
} satisfies Meta<typeof QuoteForm>

export default meta
type Story = StoryObj<typeof meta>

/** The details step, empty: how to receive the quote, who and where the visitor is. */
export const Details: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: /How would you like/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send request' })).toBeVisible()
  },
}

/** Sent empty: the error summary, and a message at every required field. */
export const DetailsWithErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }))
    const summary = await canvas.findByRole('alert', { name: 'There were errors in your form.' })
    // The summary takes the focus once it shows; the screenshot waits for it.
    await waitFor(() => expect(summary).toHaveFocus())
    await expect(within(summary).getByRole('link', { name: /Name/ })).toBeVisible()
    await expect(canvas.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true')
  },
}

/** An appointment chosen: the dealer step comes next. */
export const DetailsForAnAppointment: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Appointment with a dealer' }))
    await expect(canvas.getByRole('button', { name: 'Next step' })).toBeVisible()
  },
}

/** The server refused the post (sent too quickly): its reason above the form. */
export const Refused: Story = {
  render: (args) => <RefusedForm {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/That was very quick/)).toBeVisible()
  },
}

function RefusedForm(props: React.ComponentProps<typeof QuoteForm>) {
  const { t } = useTranslation()
  return (
    <QuoteForm
      {...props}
      outcome={{
        status: 'form',
        step: 'details',
        values: detailsFixture,
        stamp: stampFixture,
        errors: {},
        rejection: t('quoteRequest.rejected.tooFast'),
      }}
    />
  )
}

/** The dealers nearest to the visitor's postal code, to choose one. */
export const DealerStep: Story = {
  args: { outcome: dealerStep(dealerSearches.found) },
  play: async ({ canvas }) => {
    const dealers = canvas.getByRole('radiogroup', { name: /Dealers nearest to 9000 Gent/ })
    await expect(within(dealers).getAllByRole('radio')).toHaveLength(3)
  },
}

/** Sent without choosing a dealer. */
export const DealerStepWithError: Story = {
  args: { outcome: dealerStep(dealerSearches.found) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }))
    const summary = await canvas.findByRole('alert', { name: 'There were errors in your form.' })
    await waitFor(() => expect(summary).toHaveFocus())
  },
}

/**
 * A dealer chosen and the request sent: the button shows the form is on its way until the
 * server answers (here it never does, so the state holds).
 */
export const Sending: Story = {
  args: { outcome: dealerStep(dealerSearches.found) },
  parameters: {
    site: {
      path: '/en/quote',
      route: '/:lang/quote',
      action: () => new Promise(() => {}),
    } satisfies SiteStory,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('radio')[0]!)
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }))
    const send = await canvas.findByRole('button', { name: /Send request/, busy: true })
    await expect(send).toHaveAttribute('data-state', 'loading')
  },
}

/** An address that is no place: no dealer is offered; check it, or ask the office by mail. */
export const DealerStepUnknownPlace: Story = {
  args: {
    outcome: {
      ...dealerStep(dealerSearches.none),
      values: { ...detailsFixture, postalCode: '0000', municipality: 'Nowhere' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/We could not find 0000 Nowhere/)
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0)
    await expect(canvas.getByRole('button', { name: 'Check my address' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Get a quote by email instead' })).toBeVisible()
  },
}

/** No dealer in the CMS: the request goes out all the same. */
export const DealerStepNoDealers: Story = {
  args: { outcome: dealerStep(undefined) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No dealers found.')).toBeVisible()
  },
}

export const Phone: Story = { globals: { viewport: { value: 'phoneTall' } } }
