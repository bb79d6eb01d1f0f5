import { formatDate, locales, toTag } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import {
  Alert,
  AlertDescription,
  Button,
  Checkbox,
  Container,
  Field,
  Heading,
  Input,
  Section,
  Textarea,
} from '@lamella/ui'
import { useId } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { deskPath } from './desk-paths'
import { loadProfile, profileAction } from './profile.server'
import type { Route } from './+types/profile'

export const loader = (args: Route.LoaderArgs) => loadProfile(args)
export const action = (args: Route.ActionArgs) => profileAction(args)

/** The dealer's own details and pause, one form. */
export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const languagesId = useId()
  const { locale, dealer, record } = loaderData
  const busy = useNavigation().state === 'submitting'
  const today = new Date().toISOString().slice(0, 10)
  const paused = record.paused_until && record.paused_until.slice(0, 10) > today
  const names = new Intl.DisplayNames([toTag(locale)], { type: 'language' })
  return (
    <Section spacing="sm" aria-labelledby={titleId}>
      <Container size="prose">
        <Link
          to={deskPath(locale, 'inbox')}
          className="mb-4 inline-block text-sm text-primary underline underline-offset-4"
        >
          {t('dealerDesk.lead.back')}
        </Link>
        <Heading id={titleId} level={1} size="xl" className="mb-2">
          {t('dealerDesk.profile.title')}
        </Heading>
        <p className="mb-6 text-ink-700">{t('dealerDesk.profile.intro', { dealer })}</p>
        {actionData ? (
          <Alert variant={actionData.saved ? 'success' : 'danger'} className="mb-6">
            <AlertDescription>
              {actionData.saved ? t('dealerDesk.profile.saved') : t('dealerDesk.profile.invalid')}
            </AlertDescription>
          </Alert>
        ) : null}
        {paused ? (
          <Alert variant="warning" className="mb-6">
            <AlertDescription>
              {t('dealerDesk.profile.paused', {
                date: formatDate(locale, record.paused_until!.slice(0, 10)),
              })}
            </AlertDescription>
          </Alert>
        ) : null}
        <Form method="post" className="flex flex-col gap-5">
          <Field label={t('dealerDesk.profile.phone')}>
            <Input name="phone" type="tel" autoComplete="tel" defaultValue={record.phone ?? ''} />
          </Field>
          <Field
            label={t('dealerDesk.profile.leadEmail')}
            description={t('dealerDesk.profile.leadEmailHint')}
          >
            <Input name="lead_email" type="email" defaultValue={record.lead_email ?? ''} />
          </Field>
          <fieldset aria-labelledby={languagesId} className="flex flex-col gap-2">
            <legend id={languagesId} className="mb-1 text-sm font-medium">
              {t('dealerDesk.profile.languages')}
            </legend>
            {locales.map(({ code }) => (
              <Checkbox
                key={code}
                name="languages_spoken"
                value={code}
                defaultChecked={record.languages_spoken.includes(code)}
                label={names.of(code)}
              />
            ))}
          </fieldset>
          <Field
            label={t('dealerDesk.profile.openingHours')}
            description={t('dealerDesk.profile.openingHoursHint')}
          >
            <Textarea
              name="opening_hours"
              rows={3}
              maxLength={1000}
              defaultValue={record.opening_hours ?? ''}
            />
          </Field>
          <Field
            label={t('dealerDesk.profile.pausedUntil')}
            description={t('dealerDesk.profile.pausedUntilHint')}
          >
            <Input
              name="paused_until"
              type="date"
              defaultValue={record.paused_until?.slice(0, 10) ?? ''}
            />
          </Field>
          <Button type="submit" disabled={busy} className="self-start">
            {t('dealerDesk.profile.save')}
          </Button>
        </Form>
      </Container>
    </Section>
  )
}
