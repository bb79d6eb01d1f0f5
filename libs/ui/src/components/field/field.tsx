import * as LabelPrimitive from '@radix-ui/react-label'
import { cva } from 'class-variance-authority'
import * as React from 'react'
import {
  FieldContext,
  useFieldControlProps,
  type FieldContextValue,
  type FieldControlDefaults,
  type FieldControlKind,
  type ValidationVisibility,
} from '../../hooks/use-field'
import { cn } from '../../lib/cn'
import { AlertIcon } from '../../lib/icons'

const fieldVariants = cva('group/field flex min-w-0 flex-col')

type ErrorVisibilityState = {
  visibility: ValidationVisibility
  isTouched: boolean
  isDirty: boolean
  isSubmitted: boolean
  hasError: boolean
}

/** Whether an error should be visible now. A submit attempt reveals every error, whatever the setting. */
function shouldShowError({
  visibility,
  isTouched,
  isDirty,
  isSubmitted,
  hasError,
}: ErrorVisibilityState) {
  if (!hasError) return false
  if (isSubmitted) return true
  switch (visibility) {
    case 'live':
      return true
    case 'blur':
      return isTouched
    case 'dirty':
      return isDirty
    case 'submit':
      return false
  }
}

type FieldControlRenderProps = ReturnType<typeof useFieldControlProps>

type FieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The control's id; generated when omitted. */
  id?: string
  label?: React.ReactNode
  description?: React.ReactNode
  /** The message shown when the field is invalid and the visibility setting allows it. */
  error?: React.ReactNode
  /** Invalid without a message (e.g. a rule without text); defaults to whether `error` is set. */
  invalid?: boolean
  /** Shows the required marker and sets `aria-required` on the control; validation is the form's job. */
  required?: boolean
  /** The visible required marker, hidden from screen readers (they hear `aria-required`). */
  requiredIndicator?: React.ReactNode
  disabled?: boolean
  /** Defaults to 'blur', or to what the control asks for (a Checkbox asks for 'dirty'). */
  validationVisibility?: ValidationVisibility
  /** Defaults to 'control', or to what the control asks for (a RadioGroup asks for 'group'). */
  kind?: FieldControlKind
  /** Interaction state from a form library; when omitted the Field tracks it from its control's events. */
  isTouched?: boolean
  isDirty?: boolean
  isSubmitted?: boolean
  /** A control, or a function that spreads the wiring onto a control the library does not know. */
  children?: React.ReactNode | ((controlProps: FieldControlRenderProps) => React.ReactNode)
}

function Field({
  id: idProp,
  label,
  description,
  error,
  invalid: invalidProp,
  required = false,
  requiredIndicator = '*',
  disabled = false,
  validationVisibility,
  kind: kindProp,
  isTouched: isTouchedProp,
  isDirty: isDirtyProp,
  isSubmitted = false,
  className,
  children,
  onBlur,
  onChange,
  ...props
}: FieldProps) {
  const generatedId = React.useId()
  const id = idProp ?? `field${generatedId}`
  const [controlDefaults, setControlDefaults] = React.useState<FieldControlDefaults>({})
  const [touchedState, setTouched] = React.useState(false)
  const [dirtyState, setDirty] = React.useState(false)
  const markDirty = React.useCallback(() => setDirty(true), [])

  const visibility = validationVisibility ?? controlDefaults.visibility ?? 'blur'
  const kind = kindProp ?? controlDefaults.kind ?? 'control'
  const hasError = invalidProp ?? (error != null && error !== false && error !== '')
  const showError = shouldShowError({
    visibility,
    isTouched: isTouchedProp ?? touchedState,
    isDirty: isDirtyProp ?? dirtyState,
    isSubmitted,
    hasError,
  })
  const hasMessage = showError && error != null && error !== false && error !== ''

  const labelId = label ? `${id}-label` : undefined
  const descriptionId = description ? `${id}-description` : undefined
  const errorId = hasMessage ? `${id}-error` : undefined

  const context = React.useMemo<FieldContextValue>(
    () => ({
      id,
      labelId,
      descriptionId,
      errorId,
      invalid: showError,
      required,
      disabled,
      markDirty,
      setControlDefaults,
    }),
    [id, labelId, descriptionId, errorId, showError, required, disabled, markDirty],
  )

  return (
    <div
      data-slot="field"
      data-state={showError ? 'invalid' : 'valid'}
      data-visibility={visibility}
      data-disabled={disabled || undefined}
      className={cn(fieldVariants(), className)}
      // Focus leaving the whole field counts as a blur, so moving between radios does not.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setTouched(true)
        onBlur?.(event)
      }}
      onChange={(event) => {
        setDirty(true)
        onChange?.(event)
      }}
      {...props}
    >
      <FieldContext.Provider value={context}>
        {label || description ? (
          <div className="mb-2 flex flex-col gap-1">
            {label ? (
              <FieldLabel id={labelId} htmlFor={kind === 'control' ? id : undefined}>
                {label}
                {required ? (
                  <span aria-hidden="true" className="ms-0.5 text-danger">
                    {requiredIndicator}
                  </span>
                ) : null}
              </FieldLabel>
            ) : null}
            {description ? (
              <FieldDescription id={descriptionId}>{description}</FieldDescription>
            ) : null}
          </div>
        ) : null}
        {typeof children === 'function' ? <FieldRenderControl render={children} /> : children}
        {/* Always present so that a message appearing inside it is announced. */}
        <div data-slot="field-error-region" aria-live="polite">
          {hasMessage ? <FieldError id={errorId}>{error}</FieldError> : null}
        </div>
      </FieldContext.Provider>
    </div>
  )
}

function FieldRenderControl({
  render,
}: {
  render: (controlProps: FieldControlRenderProps) => React.ReactNode
}) {
  return render(useFieldControlProps({}))
}

function FieldLabel({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="field-label"
      className={cn(
        'w-fit text-sm font-medium leading-5 text-foreground group-data-disabled/field:text-muted-foreground',
        className,
      )}
      {...props}
    />
  )
}

function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-description"
      className={cn('text-sm leading-5 text-muted-foreground', className)}
      {...props}
    />
  )
}

function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-error"
      className={cn('mt-2 flex gap-1.5 text-sm leading-5 font-medium text-danger', className)}
      {...props}
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}

export { Field, FieldDescription, FieldError, FieldLabel, fieldVariants, shouldShowError }
export type { ErrorVisibilityState, FieldControlRenderProps, FieldProps }
