import { useTranslation } from '@lamella/i18n/react'
import { Container, Heading, Section } from '@lamella/ui'
import { isRouteErrorResponse, Link, useParams } from 'react-router'
import { isLocale } from '@lamella/i18n'
import { deskPath } from './desk-paths'
import { leadAction, loadLead } from './desk.server'
import { LeadScreen } from './lead-screen'
import type { Route } from './+types/lead'

export const loader = (args: Route.LoaderArgs) => loadLead(args)
export const action = (args: Route.ActionArgs) => leadAction(args)

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadScreen {...loaderData} actionData={actionData} />
}

/**
 * A lead that is not there, and one of another dealer: the same words, on the desk, with the way
 * back to the staff member's own leads. Anything else that failed says so, in the same place.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  const { lang } = useParams()
  const locale = isLocale(lang) ? lang : 'nl'
  const missing = isRouteErrorResponse(error) && error.status === 404
  return (
    <Section spacing="md">
      <Container size="prose" className="flex flex-col items-start gap-4">
        <Heading level={1} size="xl">
          {missing ? t('dealerDesk.lead.notFound') : t('dealerDesk.lead.failed')}
        </Heading>
        <Link to={deskPath(locale, 'inbox')} className="text-primary underline underline-offset-4">
          {t('dealerDesk.lead.back')}
        </Link>
      </Container>
    </Section>
  )
}
