import { useTranslation } from '@lamella/i18n/react'
import {
  Alert,
  AlertDescription,
  Button,
  Container,
  Field,
  Heading,
  Input,
  Section,
  Textarea,
} from '@lamella/ui'
import { useId, type ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { calendarPath, deskPath } from './desk-paths'
import type { LeadActionResult } from './desk.server'
import type { EventView, LeadView } from './lead-view'
import { StatusBadge } from './status-badge'
import type { Locale } from '@lamella/i18n'

/** One lead: who, where, what they configured, how to reach them, and the next step in one tap. */
export function LeadScreen({
  locale,
  lead,
  history,
  actionData,
}: {
  locale: Locale
  lead: LeadView
  history: readonly EventView[]
  actionData?: LeadActionResult | undefined
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const busy = useNavigation().state === 'submitting'
  const failed = actionData && !actionData.ok ? actionData : null
  const name = lead.name ?? t('dealerDesk.lead.anonymous')
  const act = (intent: string, label: string, variant: 'primary' | 'outline' = 'outline') => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant} size="md" disabled={busy} className="w-full">
        {label}
      </Button>
    </Form>
  )
  return (
    <Section spacing="sm" aria-labelledby={titleId}>
      <Container size="prose">
        <Link
          to={deskPath(locale, 'inbox')}
          className="mb-4 inline-block text-sm text-primary underline underline-offset-4"
        >
          {t('dealerDesk.lead.back')}
        </Link>
        <div className="mb-2 flex flex-wrap items-center gap-3">
          <Heading id={titleId} level={1} size="xl">
            {t('dealerDesk.lead.title', { name })}
          </Heading>
          <StatusBadge status={lead.status} />
        </div>
        <p className="mb-6 text-ink-700">
          {t(`dealerDesk.kind.${lead.kind}`)} ·{' '}
          {t('dealerDesk.inbox.received', { date: lead.received })}
        </p>

        {actionData?.ok ? (
          <Alert variant="success" className="mb-6">
            <AlertDescription>{t('dealerDesk.lead.saved')}</AlertDescription>
          </Alert>
        ) : failed && !failed.field ? (
          <Alert variant="danger" className="mb-6">
            <AlertDescription>{t('dealerDesk.lead.failed')}</AlertDescription>
          </Alert>
        ) : null}

        {lead.phone || lead.email ? (
          <div className="mb-6 flex flex-wrap gap-3">
            {lead.phone ? (
              <Button asChild variant="primary">
                <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>
                  {t('dealerDesk.lead.call', { phone: lead.phone })}
                </a>
              </Button>
            ) : null}
            {lead.email ? (
              <Button asChild variant="outline">
                <a href={`mailto:${lead.email}`}>
                  {t('dealerDesk.lead.email', { email: lead.email })}
                </a>
              </Button>
            ) : null}
          </div>
        ) : null}

        <dl className="mb-8 grid grid-cols-1 gap-x-6 gap-y-3 rounded-lg border border-ink-200 p-4 sm:grid-cols-[auto_1fr]">
          <Row label={t('dealerDesk.lead.place')}>
            {lead.place}
            {lead.distanceKm !== null
              ? ` · ${t('dealerDesk.inbox.distance', { km: lead.distanceKm })}`
              : ''}
          </Row>
          {lead.address ? <Row label={t('dealerDesk.lead.address')}>{lead.address}</Row> : null}
          {lead.language ? <Row label={t('dealerDesk.lead.language')}>{lead.language}</Row> : null}
          {lead.poolBuilt !== null ? (
            <Row label={t('dealerDesk.lead.poolBuilt')}>
              {lead.poolBuilt ? t('dealerDesk.lead.yes') : t('dealerDesk.lead.no')}
            </Row>
          ) : null}
          {lead.appointment ? (
            <Row label={t('dealerDesk.lead.appointment')}>
              {lead.appointment.label}{' '}
              <a
                href={calendarPath(locale, lead.id)}
                download
                className="text-primary underline underline-offset-4"
              >
                {t('dealerDesk.lead.addToCalendar')}
              </a>
            </Row>
          ) : null}
          {lead.declineReason ? (
            <Row label={t('dealerDesk.status.declined')}>{lead.declineReason}</Row>
          ) : null}
          {lead.message ? <Row label={t('dealerDesk.lead.message')}>{lead.message}</Row> : null}
        </dl>

        <Heading level={2} size="lg" className="mb-3">
          {t('dealerDesk.lead.configuration')}
        </Heading>
        {lead.configuration ? (
          <dl className="mb-8 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {lead.configuration.map((entry) => (
              <Row key={entry.label} label={entry.label}>
                {entry.value}
              </Row>
            ))}
          </dl>
        ) : (
          <p className="mb-8 text-sm text-ink-700">{t('dealerDesk.lead.noConfiguration')}</p>
        )}

        <Heading level={2} size="lg" className="mb-3">
          {t('dealerDesk.lead.nextStep')}
        </Heading>
        <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
          {lead.status === 'new' ? act('accept', t('dealerDesk.lead.accept'), 'primary') : null}
          {act('contacted', t('dealerDesk.lead.contacted'))}
          {act('quote_sent', t('dealerDesk.lead.quoteSent'))}
          {act('won', t('dealerDesk.lead.won'))}
          {act('lost', t('dealerDesk.lead.lost'))}
        </div>
        <Form
          method="post"
          className="mb-4 flex flex-col gap-3 rounded-lg border border-ink-200 p-4"
        >
          <input type="hidden" name="intent" value="appointment" />
          <Field
            label={t('dealerDesk.lead.appointmentAt')}
            required
            isSubmitted={failed?.field === 'appointment_at'}
            error={
              failed?.field === 'appointment_at'
                ? t('dealerDesk.lead.appointmentRequired')
                : undefined
            }
          >
            <Input
              type="datetime-local"
              name="appointment_at"
              defaultValue={lead.appointment?.local ?? ''}
              required
            />
          </Field>
          <Button type="submit" variant="outline" disabled={busy}>
            {t('dealerDesk.lead.appointment')}
          </Button>
        </Form>
        {lead.status === 'new' || lead.status === 'accepted' ? (
          <Form
            method="post"
            className="mb-8 flex flex-col gap-3 rounded-lg border border-ink-200 p-4"
          >
            <input type="hidden" name="intent" value="decline" />
            <Field
              label={t('dealerDesk.lead.declineReason')}
              description={t('dealerDesk.lead.declineReasonHint')}
              required
              isSubmitted={failed?.field === 'decline_reason'}
              error={
                failed?.field === 'decline_reason'
                  ? t('dealerDesk.lead.declineReasonRequired')
                  : undefined
              }
            >
              <Textarea name="decline_reason" rows={2} maxLength={2000} />
            </Field>
            <Button type="submit" variant="outline" disabled={busy}>
              {t('dealerDesk.lead.decline')}
            </Button>
          </Form>
        ) : null}

        <Form method="post" className="mb-8 flex flex-col gap-3">
          <input type="hidden" name="intent" value="note" />
          <Field label={t('dealerDesk.lead.note')} description={t('dealerDesk.lead.noteHint')}>
            <Textarea name="dealer_note" rows={4} defaultValue={lead.note} maxLength={10000} />
          </Field>
          <Button type="submit" variant="outline" disabled={busy} className="self-start">
            {t('dealerDesk.lead.saveNote')}
          </Button>
        </Form>

        <Heading level={2} size="lg" className="mb-3">
          {t('dealerDesk.lead.history')}
        </Heading>
        {history.length === 0 ? (
          <p className="text-sm text-ink-700">{t('dealerDesk.lead.noHistory')}</p>
        ) : (
          <ol className="flex flex-col gap-2 text-sm">
            {history.map((event) => (
              <li key={event.id} className="flex flex-wrap gap-x-3">
                <span className="text-ink-700">{event.when}</span>
                <span>{event.text}</span>
              </li>
            ))}
          </ol>
        )}
      </Container>
    </Section>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink-700">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </>
  )
}
