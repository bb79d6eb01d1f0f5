import { coverColors, formatNumber, type Translate } from '@lamella/i18n'
import { useTranslation } from '@lamella/i18n/react'
import { createErrorMap } from '@lamella/i18n/validation'
import {
  Button,
  ChoiceCard,
  ChoiceCards,
  Container,
  Form,
  FormField,
  Heading,
  NumberInput,
  Section,
  Stepper,
  Swatch,
  SwatchGroup,
  cn,
  coverColorTokens,
  parseNumberInput,
  useField,
  useFieldControlProps,
} from '@lamella/ui'
import { useMemo, useSyncExternalStore, type ReactNode } from 'react'
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
  isCoverColor,
  isStairType,
  stepParams,
  type ConfigurationParam,
  type ConfigurationStep,
  type PoolLine,
  type RawConfiguration,
} from '../../lib/configuration'
import { pathOf } from '../../lib/paths'
import { useSafeNavigate } from '../../lib/runtime/safe-navigate'
import { PoolTopView, StairPictogram } from './pool-top-view'

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

const noSubscription = () => () => {}

/** False in the server's HTML and until React runs the page: the controls that need it wait. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

function metresOf(locale: Parameters<typeof formatNumber>[0], t: Translate) {
  return (value: number) =>
    t('pools.units.metres', { value: formatNumber(locale, value, { maximumFractionDigits: 2 }) })
}

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
    <Section spacing="md" className="pt-10 sm:pt-14">
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
          <ChoiceField
            name="color"
            label={t('configurator.fields.color')}
            visibility={visibility}
            hydrated={hydrated}
            checked={raw.color}
            swatches
            options={coverColors.map((color) => ({
              value: color,
              label: t(`colors.${color}`),
              swatch: coverColorTokens[color].hex,
            }))}
            group={(group) => (
              <SwatchGroup {...group}>
                {coverColors.map((color) => (
                  <Swatch
                    key={color}
                    value={color}
                    label={t(`colors.${color}`)}
                    color={coverColorTokens[color].hex}
                    translucent={coverColorTokens[color].opacity < 1}
                  />
                ))}
              </SwatchGroup>
            )}
          />
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
                validationVisibility={visibility}
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
            <Button asChild size="lg">
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
          {next ? <Button type="submit">{t('configurator.next')}</Button> : null}
        </div>
      </Form>

      <aside className="flex flex-col gap-6" aria-label={t('configurator.chosenConfiguration')}>
        {line ? (
          <figure className="rounded-lg border border-border bg-surface p-3">
            <LiveTopView line={line} values={live} />
            <figcaption className="sr-only">{t('configurator.topView')}</figcaption>
          </figure>
        ) : null}
        <Summary lines={lines} raw={raw} step={step} />
      </aside>
    </div>
  )
}

const numberOf = (value: string | undefined) => parseNumberInput(value ?? '', 'float')

function lineDescription(line: PoolLine, t: Translate, metres: (value: number) => string) {
  const size = `${metres(line.length.min)}–${metres(line.length.max)} × ${metres(line.width.min)}–${metres(line.width.max)}`
  return line.construction ? `${t(`construction.${line.construction}`)} · ${size}` : size
}

/** What a hydrated radio group gets: its ARIA wiring inside the Field and the form's value. */
type GroupProps = ReturnType<typeof useFieldControlProps> & {
  'aria-labelledby'?: string
  value: string
  onValueChange: (value: string) => void
  onBlur: () => void
}

/** The ARIA wiring of a radio group inside a Field: named by the label, described by the error. */
function GroupControl({
  children,
}: {
  children: (aria: Omit<GroupProps, 'value' | 'onValueChange' | 'onBlur'>) => ReactNode
}) {
  const field = useField()
  const aria = useFieldControlProps({})
  return children({ ...aria, 'aria-labelledby': field?.labelId })
}

interface NativeOption {
  value: string
  label: string
  description?: string
  swatch?: string
}

interface ChoiceFieldProps {
  name: 'pool' | 'color' | 'stair'
  label: string
  visibility: 'live' | 'blur'
  hydrated: boolean
  checked: string | undefined
  options: readonly NativeOption[]
}

/**
 * A step that is one choice (the pool line, the colour, the stair): the design system's group
 * (`group`) once hydrated, plain radio buttons before that.
 */
function ChoiceField({
  name,
  label,
  visibility,
  hydrated,
  checked,
  options,
  swatches,
  group,
}: ChoiceFieldProps & { swatches?: boolean; group: (props: GroupProps) => ReactNode }) {
  return (
    <FormField
      name={name}
      label={label}
      kind="group"
      validationVisibility={visibility}
      render={({ field }) =>
        hydrated ? (
          <GroupControl>
            {(aria) =>
              group({
                ...aria,
                value: field.value ?? '',
                onValueChange: field.onChange,
                onBlur: field.onBlur,
              })
            }
          </GroupControl>
        ) : (
          <NativeChoices name={name} checked={checked} options={options} swatches={swatches} />
        )
      }
    />
  )
}

/** A choice among cards (the pool line, the stair). */
function CardChoiceField({
  options,
  layout,
  ...props
}: Omit<ChoiceFieldProps, 'options'> & {
  options: readonly (NativeOption & { media?: ReactNode })[]
  layout?: 'inline'
}) {
  return (
    <ChoiceField
      {...props}
      options={options}
      group={(group) => (
        <ChoiceCards {...group} columns={2}>
          {options.map((option) => (
            <ChoiceCard
              key={option.value}
              layout={layout}
              value={option.value}
              label={option.label}
              description={option.description}
              media={option.media}
            />
          ))}
        </ChoiceCards>
      )}
    />
  )
}

/**
 * Plain radio buttons for the page before (or without) JavaScript: the design system's cards and
 * swatches are Radix buttons, which a form without JavaScript cannot submit.
 */
function NativeChoices({
  name,
  checked,
  options,
  swatches = false,
}: {
  name: string
  checked: string | undefined
  options: readonly NativeOption[]
  swatches?: boolean
}) {
  const field = useField()
  const aria = useFieldControlProps({})
  return (
    <div
      role="radiogroup"
      aria-labelledby={field?.labelId}
      aria-describedby={aria['aria-describedby']}
      className={cn('grid gap-3', swatches ? 'grid-cols-2 sm:grid-cols-5' : 'sm:grid-cols-2')}
    >
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-input bg-background p-4 has-checked:border-primary has-checked:bg-brand-50/60 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={option.value === checked}
            aria-invalid={aria['aria-invalid']}
            className="mt-1 size-4 accent-primary"
          />
          {option.swatch ? (
            <span
              aria-hidden="true"
              className="size-6 shrink-0 rounded-full shadow-[inset_0_0_0_1px_rgb(17_20_23/0.18)]"
              style={{ background: option.swatch }}
            />
          ) : null}
          <span className="flex flex-col gap-1">
            <span className="font-medium">{option.label}</span>
            {option.description ? (
              <span className="text-sm text-muted-foreground">{option.description}</span>
            ) : null}
          </span>
        </label>
      ))}
    </div>
  )
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** The top view of what the visitor has chosen so far, following every keystroke. */
function LiveTopView({ line, values }: { line: PoolLine; values: RawConfiguration }) {
  const { t, locale } = useTranslation()
  const metres = metresOf(locale, t)
  const size = (name: 'length' | 'width') => {
    const typed = numberOf(values[name])
    const range = line[name]
    return typed !== undefined && Number.isFinite(typed)
      ? clamp(typed, range.min, range.max)
      : range.default
  }
  const length = size('length')
  const width = size('width')
  const stair =
    isStairType(values.stair) && line.stairs.includes(values.stair) ? values.stair : line.stairs[0]
  const color = isCoverColor(values.color) ? values.color : null
  if (!stair) return null
  const described = {
    pool: line.title,
    length: metres(length),
    width: metres(width),
    stair: t(`stairs.${stair}`),
  }
  return (
    <PoolTopView
      length={length}
      width={width}
      extent={{ length: line.length.max, width: line.width.max }}
      stair={stair}
      color={color}
      formatMetres={metres}
      description={
        color
          ? t('configurator.topViewDescription', { ...described, color: t(`colors.${color}`) })
          : t('configurator.topViewUncovered', described)
      }
      className="h-auto w-full"
    />
  )
}

/** 'Chosen configuration': what each finished step chose, with a link back to change it. */
function Summary({
  lines,
  raw,
  step,
}: {
  lines: readonly PoolLine[]
  raw: RawConfiguration
  step: ConfigurationStep
}) {
  const { t, locale } = useTranslation()
  const { pathname } = useLocation()
  const current = configurationSteps.indexOf(step)
  const line = findLine(lines, raw.pool)
  const length = numberOf(raw.length)
  const width = numberOf(raw.width)
  const rows: { step: ConfigurationStep; label: string; value: string | null }[] = [
    { step: 'pool', label: t('configurator.fields.pool'), value: line?.title ?? null },
    {
      step: 'color',
      label: t('configurator.fields.color'),
      value: isCoverColor(raw.color) ? t(`colors.${raw.color}`) : null,
    },
    {
      step: 'dimensions',
      label: t('configurator.fields.dimensions'),
      value:
        length !== undefined && width !== undefined && Number.isFinite(length + width)
          ? t('pools.units.dimensions', {
              length: formatNumber(locale, length, { maximumFractionDigits: 2 }),
              width: formatNumber(locale, width, { maximumFractionDigits: 2 }),
            })
          : null,
    },
    {
      step: 'stair',
      label: t('configurator.fields.stair'),
      value: isStairType(raw.stair) ? t(`stairs.${raw.stair}`) : null,
    },
  ]
  return (
    <section
      aria-labelledby="configurator-summary-title"
      className="rounded-lg border border-border p-5"
    >
      <Heading level={2} size="sm" id="configurator-summary-title" className="mb-4">
        {t('configurator.chosenConfiguration')}
      </Heading>
      <dl className="flex flex-col divide-y divide-border" data-testid="configurator-summary">
        {rows.map((row) => {
          // Only finished steps are known to be valid; later values may be stale.
          const done = configurationSteps.indexOf(row.step) < current
          return (
            <div
              key={row.step}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
            >
              <dt className="text-sm text-muted-foreground">{row.label}</dt>
              <dd className="flex items-baseline gap-3 font-medium">
                <span>{done && row.value ? row.value : t('configurator.notChosen')}</span>
                {done ? (
                  <Link
                    to={pathname + stepSearch(row.step, raw)}
                    className="text-sm font-normal text-primary underline underline-offset-4"
                  >
                    {t('configurator.change')}
                    <span className="sr-only">: {row.label}</span>
                  </Link>
                ) : null}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
