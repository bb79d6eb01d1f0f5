import { cva } from 'class-variance-authority'
import * as React from 'react'
import {
  FormProvider,
  get,
  useController,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form'
import type { FieldControlKind, ValidationVisibility } from '../../hooks/use-field'
import { cn } from '../../lib/cn'
import { ErrorSummary } from '../error-summary/error-summary'
import { Field } from './field'

const formVariants = cva('', {
  variants: {
    /** `custom`: the caller lays the fields out (a grid of columns, say) through `className`. */
    layout: { stack: 'flex flex-col gap-6', custom: '' },
  },
  defaultVariants: { layout: 'stack' },
})

/**
 * idle: nothing pending; validating: a submit is waiting for validation; incomplete: the last submit
 * was blocked by errors; submitting: the submit handler is running.
 */
type FormStatus = 'idle' | 'validating' | 'incomplete' | 'submitting'

type RegisteredField = { name: string; id: string; label?: React.ReactNode }

type FormContextValue = {
  /** True from the first submit attempt, before validation has finished. */
  submitAttempted: boolean
  registerField: (name: string, id: string) => () => void
  setFieldLabel: (name: string, label: React.ReactNode) => void
}

const LamellaFormContext = React.createContext<FormContextValue | null>(null)

type FormProps<TFieldValues extends FieldValues, TTransformedValues> = Omit<
  React.ComponentProps<'form'>,
  'onSubmit'
> & {
  /** The `useForm()` result. Use `mode: 'all'` so errors exist before a submit for blur/dirty/live visibility. */
  form: UseFormReturn<TFieldValues, unknown, TTransformedValues>
  /** Runs with valid values; the form is disabled and busy until its promise settles. */
  onSubmit: (values: TTransformedValues, event?: React.BaseSyntheticEvent) => unknown
  /** Shown in the error summary when a submit is blocked, e.g. "Sorry, not all fields are filled out correctly." */
  incompleteMessage: React.ReactNode
  /** The summary's heading; ErrorSummary has a default. */
  errorSummaryLabel?: React.ReactNode
  layout?: 'stack' | 'custom'
}

function Form<TFieldValues extends FieldValues, TTransformedValues = TFieldValues>({
  form,
  onSubmit,
  incompleteMessage,
  errorSummaryLabel,
  layout,
  className,
  children,
  ...props
}: FormProps<TFieldValues, TTransformedValues>) {
  const [status, setStatus] = React.useState<FormStatus>('idle')
  const [submitAttempted, setSubmitAttempted] = React.useState(false)
  const [fields, setFields] = React.useState<RegisteredField[]>([])
  const [focusRequest, setFocusRequest] = React.useState(0)
  const summaryRef = React.useRef<HTMLDivElement>(null)
  const { errors } = useFormState({ control: form.control })

  const registerField = React.useCallback((name: string, id: string) => {
    setFields((current) => [...current.filter((entry) => entry.name !== name), { name, id }])
    return () =>
      setFields((current) => current.filter((entry) => entry.name !== name || entry.id !== id))
  }, [])

  // Labels are often fresh JSX on every render: update them in place so the order stays put.
  const setFieldLabel = React.useCallback((name: string, label: React.ReactNode) => {
    setFields((current) =>
      current.map((entry) => (entry.name === name ? { ...entry, label } : entry)),
    )
  }, [])

  const context = React.useMemo(
    () => ({ submitAttempted, registerField, setFieldLabel }),
    [submitAttempted, registerField, setFieldLabel],
  )

  React.useEffect(() => {
    if (focusRequest === 0) return
    // After react-hook-form's own deferred focus on the first invalid field: the summary wins.
    const timer = setTimeout(() => summaryRef.current?.focus())
    return () => clearTimeout(timer)
  }, [focusRequest])

  const items = fields.flatMap((field) => {
    const error = get(errors, field.name) as { message?: React.ReactNode } | undefined
    if (!error) return []
    // A rule without a message still gets a link, named by the field's label.
    if (!error.message) return [{ id: field.id, message: field.label ?? field.name }]
    return [{ id: field.id, label: field.label, message: error.message }]
  })
  const showSummary = status === 'incomplete' && items.length > 0
  const busy = status === 'submitting'

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    setSubmitAttempted(true)
    setStatus('validating')
    void form.handleSubmit(
      async (values, submitEvent) => {
        setStatus('submitting')
        try {
          await onSubmit(values, submitEvent)
        } finally {
          setStatus('idle')
        }
      },
      () => {
        // The summary lists errors in page order, whatever order the fields mounted in.
        setFields((current) => [...current].sort(byDocumentOrder))
        setStatus('incomplete')
        setFocusRequest((count) => count + 1)
      },
    )(event)
  }

  return (
    <FormProvider {...form}>
      <LamellaFormContext.Provider value={context}>
        <form
          data-slot="form"
          data-state={status}
          aria-busy={busy || undefined}
          noValidate
          className={cn(formVariants({ layout }), className)}
          onSubmit={handleSubmit}
          {...props}
        >
          {showSummary ? (
            <ErrorSummary
              ref={summaryRef}
              // Spans every column when the form is laid out as a grid.
              className="col-span-full"
              label={errorSummaryLabel}
              description={incompleteMessage}
              items={items}
            />
          ) : null}
          {/* One switch that disables every control, the submit button included, while submitting. */}
          <fieldset data-slot="form-fieldset" disabled={busy} className="contents">
            {children}
          </fieldset>
        </form>
      </LamellaFormContext.Provider>
    </FormProvider>
  )
}

function byDocumentOrder(a: RegisteredField, b: RegisteredField) {
  const nodeA = document.getElementById(a.id)
  const nodeB = document.getElementById(b.id)
  if (!nodeA || !nodeB) return 0
  return nodeA.compareDocumentPosition(nodeB) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
}

type FormFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues,
> = Omit<ControllerProps<TFieldValues, TName, TTransformedValues>, 'control'> & {
  /** Optional inside a `Form`, which provides the form context. */
  control?: ControllerProps<TFieldValues, TName, TTransformedValues>['control']
  id?: string
  label?: React.ReactNode
  description?: React.ReactNode
  /** Defaults to whether `rules.required` is set. */
  required?: boolean
  validationVisibility?: ValidationVisibility
  kind?: FieldControlKind
  className?: string
}

/**
 * A react-hook-form controlled field inside a Field: the field state decides when the error shows,
 * and the field registers with its Form so the error summary can link to it.
 */
function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  id: idProp,
  label,
  description,
  required,
  validationVisibility,
  kind,
  className,
  render,
  ...controllerProps
}: FormFieldProps<TFieldValues, TName, TTransformedValues>) {
  const generatedId = React.useId()
  const id = idProp ?? `field${generatedId}`
  const formContext = React.useContext(LamellaFormContext)
  const registerField = formContext?.registerField
  const setFieldLabel = formContext?.setFieldLabel
  const { name } = controllerProps
  const controller = useController(controllerProps)
  const { field, fieldState, formState } = controller

  // 'dirty' visibility means the visitor has changed the value at least once. react-hook-form's
  // isDirty compares with the default instead, so ticking a required checkbox and unticking it
  // again would make its error disappear for good; once dirty, the field stays changed.
  const [changed, setChanged] = React.useState(fieldState.isDirty)
  if (fieldState.isDirty && !changed) setChanged(true)

  React.useEffect(() => registerField?.(name, id), [registerField, name, id])
  React.useEffect(() => setFieldLabel?.(name, label), [setFieldLabel, name, label])

  return (
    <Field
      id={id}
      label={label}
      description={description}
      required={required ?? Boolean(controllerProps.rules?.required)}
      disabled={field.disabled}
      validationVisibility={validationVisibility}
      kind={kind}
      className={className}
      error={fieldState.error?.message}
      invalid={fieldState.invalid}
      isTouched={fieldState.isTouched}
      isDirty={changed || fieldState.isDirty}
      isSubmitted={formState.isSubmitted || Boolean(formContext?.submitAttempted)}
    >
      {render(controller)}
    </Field>
  )
}

export { Form, FormField, formVariants }
export type { FormFieldProps, FormProps, FormStatus }
