import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { ArrowRightIcon, CheckIcon, ChevronLeftIcon } from '../../lib/icons'
import { Button } from '../button/button'

type StepperStep = { id: string; label: string }
type StepState = 'complete' | 'current' | 'upcoming'

const stepperVariants = cva('w-full', {
  variants: {
    /** 'labels' shows every step's label from `sm` up; 'compact' only the current one. */
    display: {
      labels: '',
      compact: '',
    },
  },
  defaultVariants: { display: 'labels' },
})

type StepperProps = Omit<React.ComponentProps<'nav'>, 'children'> &
  VariantProps<typeof stepperVariants> & {
    /** Names the navigation, e.g. "Configurator steps". */
    label: string
    steps: readonly StepperStep[]
    /** Index of the current step (0-based). */
    current: number
    /** Visible progress text, e.g. "Step 2 of 5" (shown above the steps on small screens). */
    progressText?: string
    /** Screen-reader suffix for finished steps, e.g. "completed". */
    completeLabel?: string
    /** Lets visitors go back to a finished step. Upcoming steps are never clickable. */
    onStepSelect?: (index: number) => void
  }

function Stepper({
  label,
  steps,
  current,
  progressText,
  completeLabel,
  onStepSelect,
  display,
  className,
  ...props
}: StepperProps) {
  return (
    <nav
      data-slot="stepper"
      aria-label={label}
      className={cn(stepperVariants({ display }), className)}
      {...props}
    >
      {progressText ? (
        <p className="mb-3 text-xs font-semibold uppercase tracking-widest text-primary sm:hidden">
          {progressText}
        </p>
      ) : null}
      <ol className="flex items-start">
        {steps.map((step, index) => {
          const state: StepState =
            index < current ? 'complete' : index === current ? 'current' : 'upcoming'
          const selectable = state === 'complete' && onStepSelect !== undefined
          const marker = (
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 inline-flex size-9 shrink-0 items-center justify-center rounded-full border text-sm font-semibold tabular-nums transition-colors',
                state === 'complete' && 'border-primary bg-primary text-primary-foreground',
                state === 'current' &&
                  'border-primary bg-background text-primary ring-4 ring-brand-100',
                state === 'upcoming' && 'border-input bg-background text-muted-foreground',
              )}
            >
              {state === 'complete' ? (
                <CheckIcon className="size-4" strokeWidth={2.25} />
              ) : (
                index + 1
              )}
            </span>
          )
          const text = (
            <span
              className={cn(
                'text-sm text-balance',
                state === 'current' ? 'font-semibold text-foreground' : 'text-muted-foreground',
                display === 'compact' && state !== 'current' && 'sr-only',
                display !== 'compact' && state !== 'current' && 'max-sm:sr-only',
              )}
            >
              {step.label}
              {state === 'complete' && completeLabel ? (
                <span className="sr-only"> ({completeLabel})</span>
              ) : null}
            </span>
          )
          const content = (
            <>
              {marker}
              {text}
            </>
          )
          return (
            <li
              key={step.id}
              data-slot="stepper-step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className={cn(
                'relative flex flex-1 flex-col items-center gap-2 text-center',
                // On a small screen only the current step shows its label: it gets twice the
                // room of the others, so a label like "Choose your pool type" wraps less.
                state === 'current' && 'max-sm:flex-2',
                // The connector runs from this marker to the next one.
                'after:absolute after:top-4.5 after:left-[calc(50%+1.5rem)] after:h-px after:w-[calc(100%-3rem)] last:after:hidden',
                index < current ? 'after:bg-primary' : 'after:bg-ink-200',
              )}
            >
              {selectable ? (
                <button
                  type="button"
                  onClick={() => onStepSelect(index)}
                  className="group/step flex cursor-pointer flex-col items-center gap-2 rounded-md px-1 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-focus [&>span:last-child]:underline-offset-4 hover:[&>span:last-child]:underline"
                >
                  {content}
                </button>
              ) : (
                <span className="flex flex-col items-center gap-2 px-1">{content}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

type StepperActionsProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Text of the back button; the button is left out without it (e.g. on the first step). */
  backLabel?: string
  nextLabel: string
  onBack?: () => void
  onNext?: () => void
  /** 'submit' makes the next button submit the surrounding form (the last step). */
  nextType?: 'button' | 'submit'
  nextDisabled?: boolean
  loading?: boolean
  loadingLabel?: string
}

function StepperActions({
  backLabel,
  nextLabel,
  onBack,
  onNext,
  nextType = 'button',
  nextDisabled,
  loading,
  loadingLabel,
  className,
  ...props
}: StepperActionsProps) {
  return (
    <div
      data-slot="stepper-actions"
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 border-t border-border pt-6',
        className,
      )}
      {...props}
    >
      {backLabel ? (
        <Button variant="ghost" onClick={onBack} className="-ms-3">
          <ChevronLeftIcon />
          {backLabel}
        </Button>
      ) : (
        <span />
      )}
      <Button
        type={nextType}
        onClick={onNext}
        disabled={nextDisabled}
        loading={loading}
        loadingLabel={loadingLabel}
      >
        {nextLabel}
        <ArrowRightIcon />
      </Button>
    </div>
  )
}

export { Stepper, StepperActions, stepperVariants }
export type { StepperActionsProps, StepperProps, StepperStep }
