import * as AccordionPrimitive from '@radix-ui/react-accordion'
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { ChevronDownIcon } from '../../lib/icons'

const accordionVariants = cva('w-full', {
  variants: {
    variant: {
      lines: 'border-t border-border',
      cards: 'flex flex-col gap-3',
    },
  },
  defaultVariants: { variant: 'lines' },
})

type AccordionProps = React.ComponentProps<typeof AccordionPrimitive.Root> &
  VariantProps<typeof accordionVariants>

function Accordion({ variant, className, ...props }: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      data-variant={variant ?? 'lines'}
      className={cn(accordionVariants({ variant }), className)}
      {...props}
    />
  )
}

function AccordionItem({
  className,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn(
        'in-data-[variant=lines]:border-b in-data-[variant=lines]:border-border',
        'in-data-[variant=cards]:rounded-lg in-data-[variant=cards]:bg-surface in-data-[variant=cards]:px-5',
        className,
      )}
      {...props}
    />
  )
}

type AccordionTriggerProps = React.ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** The heading level wrapping the trigger (FAQ questions are usually h3). */
  headingLevel?: 2 | 3 | 4
}

function AccordionTrigger({
  headingLevel = 3,
  className,
  children,
  ...props
}: AccordionTriggerProps) {
  const HeadingTag = `h${headingLevel}` as const
  return (
    <AccordionPrimitive.Header asChild>
      <HeadingTag className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'group/trigger flex flex-1 cursor-pointer items-center justify-between gap-6 rounded-xs py-5 text-start text-lg font-medium text-foreground',
            'transition-colors hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
            className,
          )}
          {...props}
        >
          {children}
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-border text-ink-700 transition-transform duration-200 group-data-open/trigger:rotate-180 group-hover/trigger:border-primary group-hover/trigger:text-primary">
            <ChevronDownIcon className="size-4" />
          </span>
        </AccordionPrimitive.Trigger>
      </HeadingTag>
    </AccordionPrimitive.Header>
  )
}

function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden data-open:animate-accordion-down data-closed:animate-accordion-up"
      {...props}
    >
      <div className={cn('pb-6 pe-14 text-muted-foreground', className)}>{children}</div>
    </AccordionPrimitive.Content>
  )
}

export { Accordion, AccordionContent, AccordionItem, AccordionTrigger, accordionVariants }
export type { AccordionProps, AccordionTriggerProps }
