import { useTranslation } from '@lamella/i18n/react'
import { Badge, Container, Heading, Section } from '@lamella/ui'
import { useId } from 'react'
import { Link } from 'react-router'
import { deskPath, leadPath } from './desk-paths'
import type { LeadView } from './lead-view'
import { StatusBadge } from './status-badge'
import type { Locale } from '@lamella/i18n'

/** The dealer's leads: open ones, the longest waiting on top; closed ones on their own list. */
export function InboxScreen({
  locale,
  closed,
  leads,
}: {
  locale: Locale
  closed: boolean
  leads: readonly LeadView[]
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const tab = (active: boolean) =>
    active
      ? 'rounded-full bg-primary px-4 py-2 text-sm font-medium text-primary-foreground'
      : 'rounded-full px-4 py-2 text-sm font-medium text-ink-800 underline-offset-4 hover:underline'
  return (
    <Section spacing="sm" aria-labelledby={titleId}>
      <Container size="prose">
        <Heading id={titleId} level={1} size="xl" className="mb-4">
          {closed ? t('dealerDesk.inbox.closed') : t('dealerDesk.inbox.open')}
        </Heading>
        <nav aria-label={t('dealerDesk.title')} className="mb-6 flex flex-wrap items-center gap-2">
          <Link
            to={deskPath(locale, 'inbox')}
            className={tab(!closed)}
            aria-current={closed ? undefined : 'page'}
          >
            {t('dealerDesk.inbox.open')}
          </Link>
          <Link
            to={deskPath(locale, 'closed')}
            className={tab(closed)}
            aria-current={closed ? 'page' : undefined}
          >
            {t('dealerDesk.inbox.closed')}
          </Link>
          <a
            href={deskPath(locale, 'export')}
            download
            className="ms-auto text-sm text-primary underline underline-offset-4 hover:decoration-2"
          >
            {t('dealerDesk.inbox.export')}
          </a>
        </nav>
        <p className="mb-3 text-sm text-ink-700">
          {t('dealerDesk.inbox.count', { count: leads.length })}
        </p>
        {leads.length === 0 ? (
          <p className="rounded-lg border border-ink-200 p-6 text-ink-700">
            {closed ? t('dealerDesk.inbox.emptyClosed') : t('dealerDesk.inbox.empty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {leads.map((lead) => (
              <li key={lead.id}>
                <Link
                  to={leadPath(locale, lead.id)}
                  className="block rounded-lg border border-ink-200 bg-background p-4 shadow-xs hover:border-ink-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-lg font-semibold">
                      {lead.name ?? t('dealerDesk.lead.anonymous')}
                    </span>
                    <StatusBadge status={lead.status} />
                  </div>
                  <p className="mt-1 text-ink-800">
                    {lead.place}
                    {lead.distanceKm !== null
                      ? ` · ${t('dealerDesk.inbox.distance', { km: lead.distanceKm })}`
                      : ''}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2 text-sm text-ink-700">
                    <Badge variant="outline">{t(`dealerDesk.kind.${lead.kind}`)}</Badge>
                    {lead.language ? (
                      <Badge variant="outline">
                        {t('dealerDesk.inbox.speaks', { language: lead.language })}
                      </Badge>
                    ) : null}
                    <span>{t('dealerDesk.inbox.received', { date: lead.received })}</span>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </Section>
  )
}
