import { formatDate } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Container,
  Heading,
  Section,
} from '@lamella/ui'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { ChosenConfiguration } from './chosen-configuration'
import { QuoteForm, type FormOutcome } from './quote-form'
import { headToMeta } from '#app/shared/seo/head'
import { pathOf } from '#app/shared/paths'
import type { Route } from './+types/quote'
import type { QuoteOutcome } from './outcome'
import { loadQuoteScreen, quoteAction } from './quote.server'
import { failedInTransit, isUnsent, unsent, type Unsent } from './unsent'

export const loader = (args: Route.LoaderArgs) => loadQuoteScreen(args)
export const action = (args: Route.ActionArgs) => quoteAction(args)

/**
 * With JavaScript a post goes through here: one that never reaches the site (the visitor offline)
 * answers `unsent`, and the form stays as it was, with a toast to try again, instead of the error
 * screen in its place.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction()
  } catch (error) {
    if (failedInTransit(error)) return unsent()
    throw error
  }
}

/**
 * Every answer of this route is one visitor's: no cache may keep it (the page cache included).
 * A refused post says when to come back (429 and its Retry-After).
 */
export const headers = ({ actionHeaders }: Route.HeadersArgs) => {
  const retryAfter = actionHeaders.get('Retry-After')
  return { 'Cache-Control': 'no-store', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

/**
 * The last answer that came from the site: an unsent post leaves the screen as it was, so that the
 * form keeps what the visitor typed.
 */
function useLastDelivered(answer: QuoteOutcome | Unsent | undefined): QuoteOutcome | undefined {
  const [delivered, setDelivered] = useState(isUnsent(answer) ? undefined : answer)
  if (isUnsent(answer)) return delivered
  if (answer !== delivered) setDelivered(answer)
  return answer
}

export default function QuoteScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslation()
  const titleId = useId()
  const { lines, configuration } = loaderData
  const outcome = useLastDelivered(actionData)
  const stamp = outcome && outcome.status !== 'sent' ? outcome.stamp : loaderData.stamp
  // After a failure the form comes back as the visitor filled it in, to send again.
  const formOutcome: FormOutcome | undefined =
    outcome?.status === 'form'
      ? outcome
      : outcome?.status === 'failed'
        ? { status: 'form', step: 'details', values: outcome.values, stamp, errors: {} }
        : undefined
  const resultRef = useRef<HTMLDivElement>(null)
  /** Who answers by when, in words: "Piscines Uccle will contact you by Tuesday 1 December." */
  const answerText = (answer: Extract<QuoteOutcome, { status: 'sent' }>['answer']) => {
    const date = formatDate(locale, answer.by, { weekday: 'long', day: 'numeric', month: 'long' })
    if (answer.from === 'office') return t('quote.success.officeBy', { date })
    return answer.dealer
      ? t('quote.success.dealerBy', { dealer: answer.dealer, date })
      : t('quote.success.nearestDealerBy', { date })
  }
  useEffect(() => {
    // The result replaces the form: focus moves to it so that it is read out.
    if (outcome?.status === 'sent' || outcome?.status === 'failed') resultRef.current?.focus()
  }, [outcome])

  return (
    <Section spacing="md" className="pt-12 sm:pt-16" aria-labelledby={titleId}>
      <Container size="prose">
        <Heading id={titleId} level={1} className="mb-8">
          {t('quote.title')}
        </Heading>
        {outcome?.status === 'sent' ? (
          <div ref={resultRef} tabIndex={-1} className="outline-none">
            <Alert variant="success">
              <AlertTitle>{t('form.successTitle')}</AlertTitle>
              <AlertDescription>
                <p>{t('quote.success.title')}</p>
                <p>{answerText(outcome.answer)}</p>
                <p>{t('quote.success.confirmation', { email: outcome.email })}</p>
              </AlertDescription>
            </Alert>
            <Button asChild variant="outline" className="mt-6">
              <Link to={pathOf(locale, { kind: 'section', section: 'quote' })} reloadDocument>
                {t('quoteRequest.another')}
              </Link>
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-8">
            {outcome?.status === 'failed' ? (
              <div ref={resultRef} tabIndex={-1} className="outline-none">
                <Alert variant="danger">
                  <AlertTitle>{t('form.errorTitle')}</AlertTitle>
                  <AlertDescription>{t('form.errorDescription')}</AlertDescription>
                </Alert>
              </div>
            ) : null}
            <ChosenConfiguration locale={locale} configuration={configuration} lines={lines} />
            <div>
              <Heading level={2} size="2xl" className="mb-6">
                {formOutcome?.step === 'dealer'
                  ? t('quote.dealer.title')
                  : t('quoteRequest.details')}
              </Heading>
              <QuoteForm
                // A new step or answer is a new form: its fields start from what the server sent.
                key={`${outcome?.status ?? 'new'}-${formOutcome?.step ?? ''}-${stamp.stamp}`}
                locale={locale}
                configuration={configuration}
                stamp={stamp}
                outcome={formOutcome}
                unsent={isUnsent(actionData) ? actionData : undefined}
              />
            </div>
          </div>
        )}
      </Container>
    </Section>
  )
}
