import { serializedMessages } from '@lamella/i18n/messages'
import { I18nProvider } from '@lamella/i18n/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import type { SiteStory } from '#storybook/site-decorator'
import { gouvyLead, historyFixture, leadsFixture } from './desk.fixture'
import { InboxScreen } from './inbox-screen'
import { LeadScreen } from './lead-screen'
import { SignInScreen } from './sign-in-screen'

/** The desk's texts are not in the public catalogue: its pages get them from their layout. */
const inGerman = (Story: () => React.ReactNode) => (
  <I18nProvider locale="de" catalogue={serializedMessages('de', { desk: true })}>
    <Story />
  </I18nProvider>
)

const meta = {
  title: 'Site/Dealer desk',
  decorators: [inGerman],
  parameters: { site: { path: '/de/dealer', route: '/:lang/dealer/*' } satisfies SiteStory },
  globals: { viewport: { value: 'phoneTall' } },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Open leads, the longest waiting on top: place, distance, kind and the visitor's language. */
export const Inbox: Story = {
  render: () => <InboxScreen locale="de" closed={false} leads={leadsFixture} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Offene Anfragen' })).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByText('6670 Gouvy, Belgien · 48 km entfernt')).toBeVisible()
  },
}

export const InboxEmpty: Story = {
  render: () => <InboxScreen locale="de" closed={false} leads={[]} />,
}

/** A new lead: contact buttons, the configuration, and the next step in one tap. */
export const NewLead: Story = {
  render: () => <LeadScreen locale="de" lead={gouvyLead} history={historyFixture} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /anrufen/ })).toHaveAttribute(
      'href',
      'tel:+3280123456',
    )
    await expect(canvas.getByRole('button', { name: 'Annehmen' })).toBeVisible()
  },
}

/** An appointment set: its date and the calendar file; no accept or decline any more. */
export const LeadWithAppointment: Story = {
  render: () => (
    <LeadScreen
      locale="de"
      lead={leadsFixture[2]!}
      history={historyFixture}
      actionData={{ ok: true, intent: 'appointment' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /In meinen Kalender/ })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Annehmen' })).toBeNull()
  },
}

/** Declined without a reason: the field says what is missing. */
export const DeclineWithoutReason: Story = {
  render: () => (
    <LeadScreen
      locale="de"
      lead={gouvyLead}
      history={[]}
      actionData={{ ok: false, intent: 'decline', field: 'decline_reason' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Sagen Sie, warum Sie ablehnen/)).toBeVisible()
  },
}

export const SignIn: Story = {
  render: () => <SignInScreen email={null} error={null} minutes={10} rateLimited={null} />,
}

/** The code was mailed: the code field, and a wrong code's message. */
export const SignInWrongCode: Story = {
  render: () => (
    <SignInScreen
      email="jens@theissen-pool.example"
      error="invalidCode"
      minutes={10}
      rateLimited={null}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Anmeldecode/ })).toBeVisible()
    await expect(canvas.getByText(/Dieser Code funktioniert nicht/)).toBeVisible()
  },
}
