import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'

const sectionVariants = cva('relative w-full', {
  variants: {
    spacing: {
      none: '',
      sm: 'py-10 sm:py-12',
      md: 'py-section-sm sm:py-20',
      lg: 'py-section-sm sm:py-section',
    },
    tone: {
      default: 'bg-background text-foreground',
      surface: 'bg-surface text-foreground',
      muted: 'bg-muted text-foreground',
      brand: 'bg-brand-50 text-foreground',
      inverse: 'bg-inverse text-inverse-foreground',
      /** The darkest brand blue under white text: heroes over pictures, key figures. */
      deep: 'bg-brand-950 text-inverse-foreground',
    },
  },
  defaultVariants: { spacing: 'lg', tone: 'default' },
})

type SectionProps = React.ComponentProps<'section'> &
  VariantProps<typeof sectionVariants> & { asChild?: boolean }

/**
 * A vertical band of the page with consistent rhythm and background. Give it `aria-labelledby`
 * pointing at its heading so it becomes a named region.
 */
function Section({ spacing, tone, asChild = false, className, ...props }: SectionProps) {
  const Comp = asChild ? Slot : 'section'
  return (
    <Comp
      data-slot="section"
      data-tone={tone ?? 'default'}
      className={cn(sectionVariants({ spacing, tone }), className)}
      {...props}
    />
  )
}

export { Section, sectionVariants }
export type { SectionProps }
