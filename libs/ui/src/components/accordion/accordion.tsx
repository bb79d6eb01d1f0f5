import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'
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

/** The `name` an exclusive accordion's items share; undefined when each opens on its own. */
const AccordionNameContext = React.createContext<string | undefined>(undefined)
/** The id of an item's trigger, which names its answer's region. */
const AccordionTriggerIdContext = React.createContext<string | undefined>(undefined)

type AccordionProps = React.ComponentProps<'div'> &
  VariantProps<typeof accordionVariants> & {
    /**
     * `single`: opening an item closes the open one (the browser does it: the items share a
     * `name`). `multiple`: each item opens and closes on its own.
     */
    type: 'single' | 'multiple'
  }

const TRIGGER = '[data-slot="accordion-trigger"]'

/** Where the arrow keys, Home and End take the focus among `count` triggers. */
const FOCUS_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/*
 * Native `<details>` disclosures: they open without JavaScript, Enter and Space work on the
 * trigger, and Chromium opens a closed answer that find-in-page or a link to its text
 * (`#:~:text=`, as search results make them) points into. The only script is the arrow-key
 * movement between triggers, which the browser does not offer.
 */
function Accordion({ type, variant, className, onKeyDown, ...props }: AccordionProps) {
  const name = React.useId()
  const moveFocus = (event: React.KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event)
    const move = FOCUS_MOVES[event.key]
    if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    const accordion = event.currentTarget
    const triggers = Array.from(accordion.querySelectorAll<HTMLElement>(TRIGGER)).filter(
      (trigger) => trigger.closest('[data-slot="accordion"]') === accordion,
    )
    const index = triggers.indexOf(event.target as HTMLElement)
    if (index === -1) return
    event.preventDefault()
    triggers[move(index, triggers.length)]?.focus()
  }
  return (
    <AccordionNameContext value={type === 'single' ? name : undefined}>
      <div
        data-slot="accordion"
        data-variant={variant ?? 'lines'}
        className={cn(accordionVariants({ variant }), className)}
        onKeyDown={moveFocus}
        {...props}
      />
    </AccordionNameContext>
  )
}

/**
 * One question and its answer. `open` sets whether it starts open; after that the browser keeps
 * the state. The answer's height animates where the browser can (`::details-content` and
 * `interpolate-size`) and the visitor has not asked for reduced motion.
 */
function AccordionItem({ className, ...props }: React.ComponentProps<'details'>) {
  const name = React.useContext(AccordionNameContext)
  const triggerId = React.useId()
  return (
    <AccordionTriggerIdContext value={triggerId}>
      <details
        data-slot="accordion-item"
        name={name}
        className={cn(
          'group/accordion-item',
          'in-data-[variant=lines]:border-b in-data-[variant=lines]:border-border',
          'in-data-[variant=cards]:rounded-lg in-data-[variant=cards]:bg-surface in-data-[variant=cards]:px-5',
          '[interpolate-size:allow-keywords] details-content:h-0 details-content:overflow-clip open:details-content:h-auto',
          'motion-safe:details-content:transition-[height,content-visibility] motion-safe:details-content:transition-discrete motion-safe:details-content:duration-200 motion-safe:details-content:ease-out motion-safe:open:details-content:duration-220',
          className,
        )}
        {...props}
      />
    </AccordionTriggerIdContext>
  )
}

type AccordionTriggerProps = React.ComponentProps<'summary'> & {
  /** The level of the heading inside the trigger (FAQ questions are usually h3). */
  headingLevel?: 2 | 3 | 4
}

function AccordionTrigger({
  headingLevel = 3,
  className,
  children,
  ...props
}: AccordionTriggerProps) {
  const id = React.useContext(AccordionTriggerIdContext)
  const HeadingTag = `h${headingLevel}` as const
  return (
    <summary
      {...props}
      id={id}
      data-slot="accordion-trigger"
      className={cn(
        'group/trigger flex cursor-pointer list-none items-center justify-between gap-6 rounded-xs py-5 text-start text-lg font-medium text-foreground [&::-webkit-details-marker]:hidden',
        'transition-colors hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      <HeadingTag>{children}</HeadingTag>
      <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-border text-ink-700 transition-transform duration-200 group-open/accordion-item:rotate-180 group-hover/trigger:border-primary group-hover/trigger:text-primary">
        <ChevronDownIcon className="size-4" />
      </span>
    </summary>
  )
}

/** The answer: a region named by its question. */
function AccordionContent({ className, ...props }: React.ComponentProps<'div'>) {
  const triggerId = React.useContext(AccordionTriggerIdContext)
  return (
    <div
      role="region"
      aria-labelledby={triggerId}
      {...props}
      data-slot="accordion-content"
      className={cn('pb-6 pe-14 text-muted-foreground', className)}
    />
  )
}

export { Accordion, AccordionContent, AccordionItem, AccordionTrigger, accordionVariants }
export type { AccordionProps, AccordionTriggerProps }
