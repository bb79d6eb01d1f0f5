import * as RadioGroupPrimitive from '@radix-ui/react-radio-group'
import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'
import { cn } from '../../lib/cn'
import { CheckIcon } from '../../lib/icons'

/*
 * A radio group drawn as cards: pool types, stair models, cover types. Radix gives the radio
 * semantics (one tab stop, arrow keys move and select, `required`, a hidden input for forms).
 */
const choiceCardsVariants = cva('grid gap-3 sm:gap-4', {
  variants: {
    columns: {
      1: 'grid-cols-1',
      2: 'grid-cols-1 sm:grid-cols-2',
      3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
      4: 'grid-cols-2 lg:grid-cols-4',
    },
  },
  defaultVariants: { columns: 3 },
})

type ChoiceCardsProps = React.ComponentProps<typeof RadioGroupPrimitive.Root> &
  VariantProps<typeof choiceCardsVariants>

function ChoiceCards({ columns, className, ...props }: ChoiceCardsProps) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="choice-cards"
      className={cn(choiceCardsVariants({ columns }), className)}
      {...props}
    />
  )
}

const choiceCardVariants = cva(
  [
    'group/choice relative flex h-full w-full cursor-pointer rounded-lg border border-input bg-background text-start text-foreground',
    'transition-[border-color,box-shadow,background-color] duration-200 hover:border-ink-700',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'data-checked:border-primary data-checked:bg-brand-50/60 data-checked:shadow-[inset_0_0_0_1px_var(--color-primary)]',
    'disabled:cursor-not-allowed disabled:opacity-50',
    'aria-invalid:border-danger',
  ],
  {
    variants: {
      layout: {
        /** Media on top (pool types, covers). */
        stacked: 'flex-col',
        /** Icon or small image beside the text (stair pickers, options). */
        inline: 'flex-row items-center gap-4 p-4',
      },
    },
    defaultVariants: { layout: 'stacked' },
  },
)

type ChoiceCardProps = Omit<React.ComponentProps<typeof RadioGroupPrimitive.Item>, 'children'> &
  VariantProps<typeof choiceCardVariants> & {
    label: string
    description?: React.ReactNode
    /** A decorative image or icon (give images alt=""; the label names the choice). */
    media?: React.ReactNode
    /** A small extra, e.g. a "Popular" badge. */
    badge?: React.ReactNode
  }

function ChoiceCard({
  layout,
  label,
  description,
  media,
  badge,
  className,
  ...props
}: ChoiceCardProps) {
  const id = React.useId()
  const labelId = `${id}-label`
  const descriptionId = `${id}-description`
  return (
    <RadioGroupPrimitive.Item
      data-slot="choice-card"
      aria-labelledby={labelId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(choiceCardVariants({ layout }), className)}
      {...props}
    >
      {media ? (
        <span
          aria-hidden="true"
          className={cn(
            'flex shrink-0 items-center justify-center overflow-hidden bg-surface text-primary',
            layout === 'inline'
              ? 'size-16 rounded-md [&_img]:size-full [&_img]:object-contain [&_svg]:size-9'
              : 'aspect-[4/3] w-full rounded-t-[calc(var(--radius-lg)-1px)] [&_img]:size-full [&_img]:object-cover [&_svg]:size-16',
          )}
        >
          {media}
        </span>
      ) : null}
      <span
        className={cn('flex min-w-0 flex-1 flex-col gap-1', layout !== 'inline' && 'p-4 pe-12')}
      >
        <span id={labelId} className="font-medium text-foreground">
          {label}
        </span>
        {description ? (
          <span id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </span>
        ) : null}
        {badge ? <span className="mt-1">{badge}</span> : null}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-6 shrink-0 items-center justify-center rounded-full border border-input bg-background text-transparent transition-colors',
          'group-data-checked/choice:border-primary group-data-checked/choice:bg-primary group-data-checked/choice:text-primary-foreground',
          layout === 'inline' ? '' : 'absolute end-4 bottom-4',
        )}
      >
        <CheckIcon className="size-3.5" strokeWidth={2.5} />
      </span>
    </RadioGroupPrimitive.Item>
  )
}

export { ChoiceCard, ChoiceCards, choiceCardsVariants, choiceCardVariants }
export type { ChoiceCardProps, ChoiceCardsProps }
