import { formatNumber, type Locale, type Translator } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { createErrorMap } from '@lamella/i18n/validation'
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Container,
  ErrorSummary,
  Form,
  FormField,
  Heading,
  Input,
  Section,
  Textarea,
} from '@lamella/ui'
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react'
import { useForm, useFormContext, type FieldErrors, type Resolver } from 'react-hook-form'
import { Link, useSubmit } from 'react-router'
import { AddressField } from '../../components/forms/address-field'
import { NativeCheckbox, NativeRadioGroup } from '../../components/forms/native-choice'
import { configurationSearch, type Configuration, type PoolLine } from '../../lib/configuration'
import { headToMeta } from '../../lib/head'
import { pathOf } from '../../lib/paths'
import {
  emptyQuoteValues,
  deliveryKinds,
  detailFields,
  quoteLabels,
  quoteStepSchema,
  type QuoteField,
  type QuoteFormValues,
  type QuoteStep,
} from '../../lib/quote-request'
import type { Route } from './+types/quote'
import { loadQuoteScreen, quoteAction, type QuoteOutcome } from './quote.server'

export const loader = (args: Route.LoaderArgs) => loadQuoteScreen(args)
export const action = (args: Route.ActionArgs) => quoteAction(args)

/** Every answer of this route is one visitor's: no cache may keep it (the page cache included). */
export const headers = () => ({ 'Cache-Control': 'no-store' })

export const meta: Route.MetaFunction = ({ loaderData }) => headToMeta(loaderData?.head)

const fieldId = (name: QuoteField) => `quote-${name}`

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
): Resolver<QuoteFormValues> {
  return useMemo(() => {
    const schema = quoteStepSchema(loose, step)
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
  }, [step, locale, loose])
}

function ChosenConfiguration({
  locale,
  configuration,
  lines,
}: {
  locale: Locale
  configuration: Configuration | null
  lines: readonly PoolLine[]
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const configure = pathOf(locale, { kind: 'section', section: 'configure' })
  const line = configuration ? lines.find((entry) => entry.id === configuration.pool) : undefined
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-ink-200 bg-muted p-5 sm:p-6"
    >
      <Heading id={titleId} level={2} size="lg" className="mb-4">
        {t('configurator.chosenConfiguration')}
      </Heading>
      {configuration && line ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t('quote.poolLine')}</dt>
            <dd className="font-medium">{line.title}</dd>
            <dt className="text-muted-foreground">{t('quote.colour')}</dt>
            <dd className="font-medium">{t(`colors.${configuration.color}`)}</dd>
            <dt className="text-muted-foreground">{t('quote.size')}</dt>
            <dd className="font-medium">
              {formatNumber(locale, configuration.length)} ×{' '}
              {formatNumber(locale, configuration.width)} m
            </dd>
            <dt className="text-muted-foreground">{t('quote.stair')}</dt>
            <dd className="font-medium">{t(`stairs.${configuration.stair}`)}</dd>
          </dl>
          <Link
            to={`${configure}?${configurationSearch(configuration).toString()}`}
            className="mt-4 inline-block text-sm text-primary underline underline-offset-4 hover:decoration-2"
          >
            {t('configurator.change')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-sm">{t('quoteRequest.noConfiguration')}</p>
          <Button asChild variant="outline" size="sm" className="mt-4">
            <Link to={configure}>{t('quoteRequest.configure')}</Link>
          </Button>
        </>
      )}
    </section>
  )
}

/** The fields every post carries: the form's identity, the honeypot and the configuration. */
function CarriedFields({
  stamp,
  configuration,
}: {
  stamp: { submissionId: string; stamp: string }
  configuration: Configuration | null
}) {
  const { t } = useTranslation()
  const honeypotId = useId()
  return (
    <>
      <input type="hidden" name="submissionId" value={stamp.submissionId} />
      <input type="hidden" name="stamp" value={stamp.stamp} />
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

type FormOutcome = Extract<QuoteOutcome, { status: 'form' }>

function serverSummary(errors: FormOutcome['errors'], labels: Record<QuoteField, string>) {
  return Object.entries(errors).flatMap(([name, message]) =>
    message && isQuoteField(name) ? [{ id: fieldId(name), label: labels[name], message }] : [],
  )
}

function QuoteForm({
  locale,
  configuration,
  stamp,
  outcome,
}: {
  locale: Locale
  configuration: Configuration | null
  stamp: { submissionId: string; stamp: string }
  outcome: FormOutcome | undefined
}) {
  const { t, translator } = useTranslation()
  const submit = useSubmit()
  const step: QuoteStep = outcome?.step ?? 'details'
  const values = outcome?.values ?? emptyQuoteValues
  const serverErrors = useMemo(() => outcome?.errors ?? {}, [outcome])
  const resolver = useStepResolver(step, locale, translator)
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
  const kind = form.watch('kind')

  // Issue 7: when the site's language changes, the messages on show follow it.
  const shownLocale = useRef(locale)
  useEffect(() => {
    if (shownLocale.current === locale) return
    shownLocale.current = locale
    const failing = Object.keys(form.formState.errors).filter(isQuoteField)
    if (failing.length > 0) void form.trigger(failing)
  }, [locale, form])

  const formRef = useRef<HTMLFormElement>(null)
  const post = (intent: string) => {
    const element = formRef.current
    if (!element) return Promise.resolve()
    const body = new FormData(element)
    body.set('intent', intent)
    return submit(body, { method: 'post', preventScrollReset: true })
  }
  // Going back or listing every dealer needs no valid choice: it skips the form's validation.
  const postWithoutValidation = (intent: string) => (event: MouseEvent) => {
    event.preventDefault()
    void post(intent)
  }

  const summary = serverSummary(serverErrors, labels)
  const dealers = outcome?.dealers
  const next = step === 'details' && kind === 'appointment'

  return (
    <Form
      ref={formRef}
      form={form}
      method="post"
      incompleteMessage={t('form.incomplete')}
      errorSummaryLabel={t('form.errorSummary')}
      onSubmit={() => post(step === 'details' && kind === 'appointment' ? 'next' : 'send')}
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
      <CarriedFields stamp={stamp} configuration={configuration} />
      {step === 'details' ? (
        <DetailsFields serverErrors={serverErrors} />
      ) : (
        <>
          {detailFields.map((name) => (
            <input key={name} type="hidden" name={name} value={values[name]} />
          ))}
          <DealerField dealers={dealers} serverErrors={serverErrors} />
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
            {t('configurator.back')}
          </Button>
        ) : null}
        {step === 'dealer' &&
        dealers?.status === 'found' &&
        dealers.total > dealers.dealers.length ? (
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
        <Button
          type="submit"
          name="intent"
          value={next ? 'next' : 'send'}
          loading={form.formState.isSubmitting}
          loadingLabel={t('form.submitting')}
        >
          {next ? t('configurator.next') : t('quote.submit')}
        </Button>
      </div>
    </Form>
  )
}

function visibleFor(serverErrors: FormOutcome['errors'], name: QuoteField) {
  // An error the server found is shown at once, also in the page a browser without JavaScript gets.
  return serverErrors[name] ? 'live' : undefined
}

function DetailsFields({ serverErrors }: { serverErrors: FormOutcome['errors'] }) {
  const { t } = useTranslation()
  const { setValue } = useFormContext<QuoteFormValues>()
  const optional = (label: string) => `${label} ${t('quoteRequest.optional')}`
  return (
    <>
      <FormField<QuoteFormValues, 'kind'>
        name="kind"
        id={fieldId('kind')}
        label={t('quote.howToReceive')}
        required
        className="col-span-full"
        validationVisibility={visibleFor(serverErrors, 'kind')}
        render={({ field }) => (
          <NativeRadioGroup
            name="kind"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={field.disabled}
            orientation="horizontal"
            options={deliveryKinds.map((kind) => ({
              value: kind,
              label: kind === 'mail' ? t('quote.byMail') : t('quote.dealerAppointment'),
            }))}
          />
        )}
      />
      <FormField<QuoteFormValues, 'name'>
        name="name"
        id={fieldId('name')}
        label={t('quote.name')}
        required
        validationVisibility={visibleFor(serverErrors, 'name')}
        render={({ field }) => <Input autoComplete="name" {...field} />}
      />
      <FormField<QuoteFormValues, 'email'>
        name="email"
        id={fieldId('email')}
        label={t('quote.email')}
        required
        validationVisibility={visibleFor(serverErrors, 'email')}
        render={({ field }) => <Input type="email" autoComplete="email" {...field} />}
      />
      <FormField<QuoteFormValues, 'phone'>
        name="phone"
        id={fieldId('phone')}
        label={optional(t('quote.phone'))}
        validationVisibility={visibleFor(serverErrors, 'phone')}
        render={({ field }) => <Input type="tel" autoComplete="tel" {...field} />}
      />
      {/* The id is where the server's error summary links to: AddressField names its own control. */}
      <div id={fieldId('address')} className="col-span-full">
        <AddressField<QuoteFormValues, 'address'>
          name="address"
          label={t('quoteRequest.address')}
          required
          validationVisibility={visibleFor(serverErrors, 'address')}
          onSuggestionChosen={(suggestion) => {
            if (suggestion.postalCode) {
              setValue('postalCode', suggestion.postalCode, { shouldValidate: true })
            }
          }}
        />
      </div>
      <FormField<QuoteFormValues, 'postalCode'>
        name="postalCode"
        id={fieldId('postalCode')}
        label={t('quote.postalCode')}
        required
        validationVisibility={visibleFor(serverErrors, 'postalCode')}
        render={({ field }) => <Input autoComplete="postal-code" {...field} />}
      />
      <FormField<QuoteFormValues, 'poolBuilt'>
        name="poolBuilt"
        id={fieldId('poolBuilt')}
        label={t('quoteRequest.poolBuilt')}
        required
        className="col-span-full"
        validationVisibility={visibleFor(serverErrors, 'poolBuilt')}
        render={({ field }) => (
          <NativeRadioGroup
            name="poolBuilt"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={field.disabled}
            orientation="horizontal"
            options={[
              { value: 'yes', label: t('quoteRequest.yes') },
              { value: 'no', label: t('quoteRequest.no') },
            ]}
          />
        )}
      />
      <FormField<QuoteFormValues, 'message'>
        name="message"
        id={fieldId('message')}
        label={optional(t('quote.message'))}
        className="col-span-full"
        validationVisibility={visibleFor(serverErrors, 'message')}
        render={({ field }) => <Textarea rows={4} {...field} />}
      />
      <FormField<QuoteFormValues, 'consent'>
        name="consent"
        id={fieldId('consent')}
        className="col-span-full"
        validationVisibility={visibleFor(serverErrors, 'consent')}
        render={({ field }) => (
          <NativeCheckbox
            name="consent"
            label={t('quote.consent')}
            checked={field.value === 'on'}
            onChange={(checked) => field.onChange(checked ? 'on' : '')}
            onBlur={field.onBlur}
            disabled={field.disabled}
          />
        )}
      />
    </>
  )
}

function DealerField({
  dealers,
  serverErrors,
}: {
  dealers: FormOutcome['dealers']
  serverErrors: FormOutcome['errors']
}) {
  const { t, locale } = useTranslation()
  if (!dealers || dealers.status !== 'found') {
    return (
      <Alert className="col-span-full">
        <AlertDescription>{t('quote.dealer.noDealers')}</AlertDescription>
      </Alert>
    )
  }
  return (
    <FormField<QuoteFormValues, 'dealer'>
      name="dealer"
      id={fieldId('dealer')}
      label={t('quoteRequest.dealersNear', {
        place: `${dealers.place.code} ${dealers.place.names[0] ?? ''}`.trim(),
      })}
      required
      className="col-span-full"
      validationVisibility={visibleFor(serverErrors, 'dealer')}
      render={({ field }) => (
        <NativeRadioGroup
          name="dealer"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={field.disabled}
          options={dealers.dealers.map((dealer) => ({
            value: String(dealer.id),
            label: dealer.name,
            description: [
              [dealer.address, [dealer.postalCode, dealer.municipality].filter(Boolean).join(' ')]
                .filter(Boolean)
                .join(', '),
              dealer.distanceKm === null
                ? null
                : t('quoteRequest.distance', {
                    distance: formatNumber(locale, Math.round(dealer.distanceKm)),
                  }),
            ]
              .filter(Boolean)
              .join(' · '),
          }))}
        />
      )}
    />
  )
}

export default function QuoteScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslation()
  const titleId = useId()
  const { lines, configuration } = loaderData
  const outcome = actionData
  const stamp = outcome && outcome.status !== 'sent' ? outcome.stamp : loaderData.stamp
  // After a failure the form comes back as the visitor filled it in, to send again.
  const formOutcome: FormOutcome | undefined =
    outcome?.status === 'form'
      ? outcome
      : outcome?.status === 'failed'
        ? { status: 'form', step: 'details', values: outcome.values, stamp, errors: {} }
        : undefined
  const resultRef = useRef<HTMLDivElement>(null)
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
                <p>{t('quote.success.description')}</p>
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
                {outcome?.status === 'form' && outcome.step === 'dealer'
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
              />
            </div>
          </div>
        )}
      </Container>
    </Section>
  )
}
