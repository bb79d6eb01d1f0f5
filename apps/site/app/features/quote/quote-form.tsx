import type { Locale, Translator } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { createErrorMap } from '@lamella/i18n/validation'
import { Alert, AlertDescription, Button, ErrorSummary, Form } from '@lamella/ui'
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type MouseEvent } from 'react'
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form'
import { useSubmit } from 'react-router'
import { configurationSearch, type Configuration } from '#app/features/configurator'
import { dismissToast, prepareToasts, showToast } from '#app/shared/toast/toasts'
import {
  detailFields,
  emptyQuoteValues,
  quoteLabels,
  quoteStepSchema,
  type DealerRule,
  type QuoteField,
  type QuoteFormValues,
  type QuoteStep,
} from './quote-request'
import type { QuoteOutcome } from './outcome'
import { DealerField } from './dealer-field'
import { DetailsFields, fieldId, type ServerErrors } from './details-fields'
import type { Unsent } from './unsent'

export type FormOutcome = Extract<QuoteOutcome, { status: 'form' }>

const UNSENT_TOAST = 'quote-unsent'

const isQuoteField = (name: string): name is QuoteField =>
  name === 'dealer' || (detailFields as readonly string[]).includes(name)

/**
 * A react-hook-form resolver from one step's schema, worded by the error map of the current
 * language: react-hook-form reads the resolver of the latest render, so a language change takes
 * effect without a new form.
 */
function useStepResolver(
  step: QuoteStep,
  locale: Locale,
  loose: Translator,
  rule: DealerRule,
): Resolver<QuoteFormValues> {
  const { dealerRequired } = rule
  return useMemo(() => {
    const schema = quoteStepSchema(loose, step, { dealerRequired })
    const error = createErrorMap(loose, { labels: quoteLabels(loose), locale })
    return async (values) => {
      const result = await schema.safeParseAsync(values, { error })
      if (result.success) return { values, errors: {} }
      const errors: FieldErrors<QuoteFormValues> = {}
      for (const issue of result.error.issues) {
        const name = String(issue.path[0] ?? '')
        if (isQuoteField(name) && !errors[name]) {
          errors[name] = { type: issue.code, message: issue.message }
        }
      }
      return { values: {}, errors }
    }
  }, [step, locale, loose, dealerRequired])
}

/** The fields every post carries: the form's identity and step, the honeypot, the configuration. */
function CarriedFields({
  stamp,
  step,
  configuration,
}: {
  stamp: { submissionId: string; stamp: string }
  step: QuoteStep
  configuration: Configuration | null
}) {
  const { t } = useTranslation()
  const honeypotId = useId()
  return (
    <>
      <input type="hidden" name="submissionId" value={stamp.submissionId} />
      <input type="hidden" name="stamp" value={stamp.stamp} />
      <input type="hidden" name="step" value={step} />
      {configuration
        ? [...configurationSearch(configuration)].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))
        : null}
      {/* People never see or reach this field; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>{t('quoteRequest.honeypot')}</label>
        <input id={honeypotId} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
    </>
  )
}

function serverSummary(errors: ServerErrors, labels: Record<QuoteField, string>) {
  return Object.entries(errors).flatMap(([name, message]) =>
    message && isQuoteField(name) ? [{ id: fieldId(name), label: labels[name], message }] : [],
  )
}

/**
 * The quote request form, one step at a time: the details, then for an appointment the dealer.
 * Every step is a form post the server answers (so it works without JavaScript); the browser
 * checks each step first and posts with React Router.
 */
export function QuoteForm({
  locale,
  configuration,
  stamp,
  outcome,
  unsent,
}: {
  locale: Locale
  configuration: Configuration | null
  stamp: { submissionId: string; stamp: string }
  outcome: FormOutcome | undefined
  /** the last post never reached the site: a new object for every such post */
  unsent?: Unsent
}) {
  const { t, translator } = useTranslation()
  const submit = useSubmit()
  const step: QuoteStep = outcome?.step ?? 'details'
  const values = outcome?.values ?? emptyQuoteValues
  const serverErrors = useMemo(() => outcome?.errors ?? {}, [outcome])
  const dealers = outcome?.dealers
  const dealerList = dealers?.status === 'found' || dealers?.status === 'all' ? dealers.dealers : []
  const resolver = useStepResolver(step, locale, translator, {
    dealerRequired: step !== 'dealer' || dealerList.length > 0,
  })
  const labels = quoteLabels(translator)
  // The server's messages, in the form's state from the first render (the page a browser without
  // JavaScript shows). Given once: react-hook-form resets its errors to this prop when it changes.
  const [initialErrors] = useState(() => {
    const errors: FieldErrors<QuoteFormValues> = {}
    for (const [name, message] of Object.entries(serverErrors)) {
      if (message && isQuoteField(name)) errors[name] = { type: 'server', message }
    }
    return Object.keys(errors).length > 0 ? errors : undefined
  })
  const form = useForm<QuoteFormValues>({
    mode: 'all',
    // The error summary takes the focus after a blocked submit; its links lead to the fields.
    shouldFocusError: false,
    resolver,
    defaultValues: values,
    errors: initialErrors,
  })
  const kind = useWatch({ control: form.control, name: 'kind' })

  // When the site's language changes, the messages on show follow it.
  const shownLocale = useRef(locale)
  useEffect(() => {
    if (shownLocale.current === locale) return
    shownLocale.current = locale
    const failing = Object.keys(form.formState.errors).filter(isQuoteField)
    if (failing.length > 0) void form.trigger(failing)
  }, [locale, form])

  const formRef = useRef<HTMLFormElement>(null)
  const lastIntent = useRef('send')
  const post = (intent: string) => {
    const element = formRef.current
    if (!element) return Promise.resolve()
    lastIntent.current = intent
    // A toast about an earlier post that did not go out is over once this one is on its way.
    dismissToast(UNSENT_TOAST)
    const body = new FormData(element)
    body.set('intent', intent)
    return submit(body, { method: 'post', preventScrollReset: true })
  }

  // A post that never reached the site: the fields still hold what the visitor typed, and the
  // toast's button sends them again the way they were sent (the same step and intent).
  const tellUnsent = useEffectEvent(() => {
    showToast({
      id: UNSENT_TOAST,
      tone: 'error',
      message: t('form.errorTitle'),
      description: t('form.unsentDescription'),
      action: { label: t('form.retry'), onClick: () => void post(lastIntent.current) },
    })
  })
  useEffect(() => {
    if (unsent) tellUnsent()
  }, [unsent])
  // Going back or listing every dealer needs no valid choice: it skips the form's validation.
  const postWithoutValidation = (intent: string) => (event: MouseEvent) => {
    event.preventDefault()
    void post(intent)
  }

  const summary = serverSummary(serverErrors, labels)
  const next = step === 'details' && kind === 'appointment'
  const everyDealerShown = dealers?.status === 'all' || outcome?.allDealers
  // the address is no place we know: check it, or ask the office instead of a dealer
  const placeUnknown = step === 'dealer' && dealers?.status === 'none'

  return (
    <Form
      ref={formRef}
      form={form}
      method="post"
      incompleteMessage={t('form.incomplete')}
      errorSummaryLabel={t('form.errorSummary')}
      onSubmit={() => post(next ? 'next' : 'send')}
      // The toast area loads while the visitor fills the form in: if the post fails because the
      // network is gone, so is any chance to fetch its code.
      onFocus={prepareToasts}
      layout="custom"
      className="relative grid gap-x-6 gap-y-5 sm:grid-cols-2"
    >
      {outcome?.rejection ? (
        <Alert variant="danger" className="col-span-full">
          <AlertDescription>{outcome.rejection}</AlertDescription>
        </Alert>
      ) : null}
      {serverErrors.configuration ? (
        <Alert variant="danger" className="col-span-full">
          <AlertDescription>{serverErrors.configuration}</AlertDescription>
        </Alert>
      ) : null}
      {summary.length > 0 ? (
        <ErrorSummary
          className="col-span-full"
          label={t('form.errorSummary')}
          description={t('form.incomplete')}
          items={summary}
        />
      ) : null}
      <CarriedFields stamp={stamp} step={step} configuration={configuration} />
      {step === 'details' ? (
        <DetailsFields serverErrors={serverErrors} />
      ) : (
        <>
          {detailFields.map((name) => (
            <input key={name} type="hidden" name={name} value={values[name]} />
          ))}
          <DealerField
            dealers={dealers}
            place={`${values.postalCode} ${values.municipality}`.trim()}
            serverErrors={serverErrors}
          />
        </>
      )}
      <div className="col-span-full flex flex-wrap items-center gap-3">
        {step === 'dealer' ? (
          <Button
            type="submit"
            name="intent"
            value="back"
            variant="outline"
            formNoValidate
            onClick={postWithoutValidation('back')}
          >
            {placeUnknown ? t('quote.dealer.checkAddress') : t('configurator.back')}
          </Button>
        ) : null}
        {step === 'dealer' && dealerList.length > 0 && !everyDealerShown ? (
          <Button
            type="submit"
            name="intent"
            value="all-dealers"
            variant="ghost"
            formNoValidate
            onClick={postWithoutValidation('all-dealers')}
          >
            {t('quote.dealer.showAllDealers')}
          </Button>
        ) : null}
        {placeUnknown ? (
          <Button
            type="submit"
            name="intent"
            value="by-mail"
            formNoValidate
            onClick={postWithoutValidation('by-mail')}
          >
            {t('quote.dealer.sendByMail')}
          </Button>
        ) : (
          <Button
            type="submit"
            name="intent"
            value={next ? 'next' : 'send'}
            loading={form.formState.isSubmitting}
            loadingLabel={t('form.submitting')}
          >
            {next ? t('configurator.next') : t('quote.submit')}
          </Button>
        )}
      </div>
    </Form>
  )
}
