import { coverColors, formatNumber, type Translate } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { createErrorMap } from '@lamella/i18n/validation'
import {
  Button,
  Container,
  Form,
  FormField,
  Heading,
  NumberInput,
  Section,
  Stepper,
  cn,
  coverColorTokens,
  useHydrated,
} from '@lamella/ui'
import { useMemo } from 'react'
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form'
import { Link, useLocation } from 'react-router'
import {
  configurationLabels,
  configurationParams,
  configurationSearch,
  configurationStepSchema,
  stepSearch,
  configurationSteps,
  findLine,
  stepParams,
  type ConfigurationParam,
  type ConfigurationStep,
  type PoolLine,
  type RawConfiguration,
} from './configuration'
import { pathOf } from '#app/shared/paths'
import { useRootData } from '#app/shared/root-data'
import { useSafeNavigate } from '#app/shared/runtime/safe-navigate'
import { CardChoiceField, SwatchChoiceField } from './choice-field'
import { LiveTopView } from './live-top-view'
import { metresOf, numberOf } from './measures'
import { StairPictogram } from './pool-top-view'
import { ShareLink } from './share-link'
import { Summary } from './summary'

export interface ConfiguratorProps {
  lines: readonly PoolLine[]
  raw: RawConfiguration
  step: ConfigurationStep
  /** The shown step's messages from the server (a submit without JavaScript, a stale link). */
  errors: Partial<Record<ConfigurationParam, string>>
}

const stepLabels = {
  pool: 'configurator.steps.poolType',
  color: 'configurator.steps.colour',
  dimensions: 'configurator.steps.dimensions',
  stair: 'configurator.steps.stair',
  quote: 'configurator.steps.quote',
} as const

/**
 * The pool configurator: one step at a time, each a GET form whose URL carries every choice, so
 * it works without JavaScript and every step is its own history entry. With JavaScript the same
 * form validates in the browser with the server's schema and navigates without a reload.
 */
export function Configurator({ lines, raw, step, errors }: ConfiguratorProps) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const navigate = useSafeNavigate()
  const hydrated = useHydrated()
  const current = configurationSteps.indexOf(step)
  const steps = configurationSteps.map((id) => ({ id, label: t(stepLabels[id]) }))

  return (
    // data-hydrated: the form is React's now, and a value typed from here on is kept
    <Section spacing="md" className="pt-10 sm:pt-14" data-hydrated={hydrated ? '' : undefined}>
      <Container>
        <Heading level={1} className="mb-8">
          {t('configurator.title')}
        </Heading>
        <Stepper
          label={t('configurator.title')}
          steps={steps}
          current={current}
          progressText={t('configurator.step', {
            current: current + 1,
            total: configurationSteps.length,
          })}
          onStepSelect={
            hydrated
              ? (index) => {
                  const target = configurationSteps[index]
                  if (target) void navigate(pathname + stepSearch(target, raw))
                }
              : undefined
          }
          className="mb-10"
        />
        {lines.length === 0 ? (
          <p role="status" className="text-muted-foreground">
            {t('configurator.noLines')}
          </p>
        ) : (
          <StepForm
            // A fresh form per step and per URL: its values are the URL's.
            key={pathname + stepSearch(step, raw)}
            lines={lines}
            raw={raw}
            step={step}
            errors={errors}
            hydrated={hydrated}
          />
        )}
      </Container>
    </Section>
  )
}

interface StepFormProps extends ConfiguratorProps {
  hydrated: boolean
}

function StepForm({ lines, raw, step, errors, hydrated }: StepFormProps) {
  const { t, locale, translator } = useTranslation()
  const { pathname } = useLocation()
  const navigate = useSafeNavigate()
  const siteOrigin = useRootData()?.config.siteOrigin ?? ''
  const index = configurationSteps.indexOf(step)
  const next = configurationSteps[index + 1]
  const previous = configurationSteps[index - 1]
  const own = stepParams[step]

  const schema = useMemo(() => configurationStepSchema(lines, step), [lines, step])
  const resolver = useMemo((): Resolver<RawConfiguration> => {
    const errorMap = createErrorMap(translator, {
      labels: configurationLabels(t),
      locale,
    })
    return (values) => {
      const result = schema.safeParse(values, { error: errorMap })
      if (result.success) return { values, errors: {} }
      const found: FieldErrors<RawConfiguration> = {}
      for (const issue of result.error.issues) {
        const name = own.find((param) => param === issue.path[0])
        if (name && !found[name]) found[name] = { type: 'validate', message: issue.message }
      }
      return { values: {}, errors: found }
    }
  }, [schema, own, t, translator, locale])
  const serverErrors = useMemo(() => {
    const found: FieldErrors<RawConfiguration> = {}
    for (const name of own) {
      const message = errors[name]
      if (message) found[name] = { type: 'server', message }
    }
    return found
  }, [errors, own])
  const chosenLine = findLine(lines, raw.pool)
  const form = useForm<RawConfiguration>({
    mode: 'all',
    // The error summary takes the focus after a blocked submit; react-hook-form focusing the
    // field as well raced it (its timer or the summary's could fire last).
    shouldFocusError: false,
    // The dimensions step starts from the line's own size.
    defaultValues: {
      ...raw,
      length: raw.length ?? (chosenLine ? String(chosenLine.length.default) : undefined),
      width: raw.width ?? (chosenLine ? String(chosenLine.width.default) : undefined),
    },
    resolver,
    errors: serverErrors,
  })
  const watched = useWatch({ control: form.control })
  const live = { ...raw, ...watched }
  // Errors the server found show at once; the browser's own wait for a blur or a submit.
  const visibility = Object.keys(serverErrors).length > 0 ? 'live' : 'blur'

  const submit = (values: RawConfiguration) => {
    if (!next) return
    const result = schema.safeParse(values)
    // The step's values in their canonical form (a decimal point), so equal choices share a URL.
    const chosen = { ...raw, ...(result.success ? result.data : {}) }
    // This step's history entry keeps what was chosen on it, so the back button returns to it
    // filled in; React Router reads the URL again when that entry comes back.
    window.history.replaceState(window.history.state, '', pathname + stepSearch(step, chosen))
    void navigate(pathname + stepSearch(next, chosen))
  }

  const line = findLine(lines, live.pool)
  const carried = configurationParams.filter((name) => !own.includes(name) && raw[name])

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <Form
        form={form}
        onSubmit={submit}
        incompleteMessage={t('configurator.fixErrors')}
        errorSummaryLabel={t('form.errorSummary')}
        method="get"
        action={pathname}
        aria-labelledby="configurator-step-title"
      >
        <Heading level={2} size="md" id="configurator-step-title">
          {t(stepLabels[step])}
        </Heading>
        {next ? <input type="hidden" name="step" value={next} /> : null}
        {carried.map((name) => (
          <input key={name} type="hidden" name={name} value={raw[name]} />
        ))}

        {step === 'pool' ? (
          <CardChoiceField
            name="pool"
            label={t('configurator.fields.pool')}
            visibility={visibility}
            hydrated={hydrated}
            checked={raw.pool}
            options={lines.map((option) => ({
              value: String(option.id),
              label: option.title,
              description: lineDescription(option, t, metresOf(locale, t)),
            }))}
          />
        ) : null}

        {step === 'color' ? (
          <SwatchChoiceField
            name="color"
            label={t('configurator.fields.color')}
            visibility={visibility}
            hydrated={hydrated}
            checked={raw.color}
            options={coverColors.map((color) => ({
              value: color,
              label: t(`colors.${color}`),
              color: coverColorTokens[color].hex,
              translucent: coverColorTokens[color].opacity < 1,
            }))}
          />
        ) : null}

        {step === 'dimensions' && line ? (
          // On a small screen the aside's top view is far below the fields: this one sticks to
          // the top while the visitor types. The drawing's fixed proportions give it its height
          // in the server's HTML already, so nothing moves when it appears or follows the typing.
          <figure className="sticky top-0 z-10 -mx-5 -my-3 border-b border-border bg-background px-5 py-3 sm:-mx-8 sm:px-8 lg:hidden">
            <LiveTopView
              line={line}
              values={live}
              className="mx-auto block h-auto max-h-48 w-full"
            />
            <figcaption className="sr-only">{t('configurator.topView')}</figcaption>
          </figure>
        ) : null}

        {step === 'dimensions' && line ? (
          <div className="grid gap-6 sm:grid-cols-2">
            {(['length', 'width'] as const).map((name) => (
              <FormField
                key={name}
                name={name}
                label={t(`configurator.fields.${name}`)}
                description={t('configurator.range', {
                  min: formatNumber(locale, line[name].min),
                  max: formatNumber(locale, line[name].max),
                })}
                // Above the maximum the top view stops growing: say why at once, not on leaving
                // the field. Below the minimum the visitor may still be typing ("1" of "12").
                validationVisibility={tooBig(line, name, live[name]) ? 'live' : visibility}
                render={({ field }) => (
                  <NumberInput
                    name={name}
                    unit="m"
                    value={numberOf(field.value)}
                    formatValue={(value) =>
                      value === undefined || Number.isNaN(value)
                        ? ''
                        : formatNumber(locale, value, {
                            useGrouping: false,
                            maximumFractionDigits: 2,
                          })
                    }
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              />
            ))}
          </div>
        ) : null}

        {step === 'stair' && line ? (
          <CardChoiceField
            name="stair"
            label={t('configurator.fields.stair')}
            visibility={visibility}
            hydrated={hydrated}
            checked={raw.stair}
            layout="inline"
            options={line.stairs.map((stair) => ({
              value: stair,
              label: t(`stairs.${stair}`),
              media: <StairPictogram stair={stair} />,
            }))}
          />
        ) : null}

        {step === 'quote' ? (
          <div className="flex flex-col items-start gap-4">
            <p>{t('configurator.ready')}</p>
            <Button asChild size={null} wrap className="min-h-13 px-8 py-3 text-lg">
              <Link
                to={`${pathOf(locale, { kind: 'section', section: 'quote' })}?${configurationSearch(raw)}`}
                data-testid="configurator-quote-link"
              >
                {t('configurator.requestQuote')}
              </Link>
            </Button>
          </div>
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-6">
          {previous ? (
            <Button asChild variant="ghost" className="-ms-3">
              <Link to={pathname + stepSearch(previous, raw)}>{t('configurator.back')}</Link>
            </Button>
          ) : (
            <span />
          )}
          {next ? (
            // Stays at the end of the row when a long label wraps it onto a line of its own.
            <Button type="submit" className="ms-auto">
              {t('configurator.next')}
            </Button>
          ) : null}
        </div>
      </Form>

      <aside className="flex flex-col gap-6" aria-label={t('configurator.chosenConfiguration')}>
        {line ? (
          <figure
            className={cn(
              'rounded-lg border border-border bg-surface p-3',
              step === 'dimensions' && 'max-lg:hidden',
            )}
          >
            <LiveTopView line={line} values={live} className="h-auto w-full" />
            <figcaption className="sr-only">{t('configurator.topView')}</figcaption>
          </figure>
        ) : null}
        <Summary lines={lines} raw={raw} step={step} />
        {/* Once something is chosen: the link opens this step with the choices made so far. */}
        {index > 0 ? <ShareLink url={siteOrigin + pathname + stepSearch(step, raw)} /> : null}
      </aside>
    </div>
  )
}

function lineDescription(line: PoolLine, t: Translate, metres: (value: number) => string) {
  const size = `${metres(line.length.min)}–${metres(line.length.max)} × ${metres(line.width.min)}–${metres(line.width.max)}`
  return line.construction ? `${t(`construction.${line.construction}`)} · ${size}` : size
}

function tooBig(line: PoolLine, name: 'length' | 'width', value: string | undefined) {
  const typed = numberOf(value)
  return typed !== undefined && typed > line[name].max
}
