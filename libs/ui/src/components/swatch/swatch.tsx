import * as RadioGroupPrimitive from '@radix-ui/react-radio-group'
import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '../../lib/cn'
import { CheckIcon } from '../../lib/icons'

/* Colour pickers (cover colours) with radio semantics: one tab stop, arrow keys choose. */

const swatchGroupVariants = cva('', {
  variants: {
    size: {
      sm: 'gap-2',
      md: 'gap-3',
      lg: 'gap-4',
    },
    /** `custom`: the caller lays the swatches out (and sets `size={null}` for its own gap). */
    layout: { wrap: 'flex flex-wrap', custom: '' },
  },
  defaultVariants: { size: 'md', layout: 'wrap' },
})

type SwatchGroupProps = React.ComponentProps<typeof RadioGroupPrimitive.Root> &
  VariantProps<typeof swatchGroupVariants>

function SwatchGroup({ size, layout, className, ...props }: SwatchGroupProps) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="swatch-group"
      data-size={size ?? 'md'}
      className={cn(swatchGroupVariants({ size, layout }), className)}
      {...props}
    />
  )
}

const swatchVariants = cva(
  [
    'group/swatch flex cursor-pointer flex-col items-center gap-2 rounded-md text-center',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        sm: 'text-xs [--swatch-size:2rem]',
        md: 'text-xs [--swatch-size:3rem]',
        lg: 'text-sm [--swatch-size:4rem]',
      },
      /** `fill`: as wide as the grid cell it is in, instead of its size's fixed width. */
      width: { fixed: '', fill: 'w-auto' },
    },
    compoundVariants: [
      { width: 'fixed', size: 'sm', className: 'w-14' },
      { width: 'fixed', size: 'md', className: 'w-20' },
      { width: 'fixed', size: 'lg', className: 'w-24' },
    ],
    defaultVariants: { size: 'md', width: 'fixed' },
  },
)

/** A checkerboard behind translucent colours, so "transparent blue" reads as see-through. */
const CHECKERBOARD =
  'repeating-conic-gradient(var(--color-ink-200) 0 25%, var(--color-white) 0 50%) 50% / 10px 10px'

/** A colour becomes a one-colour gradient so it can sit in a layered `background`; gradients stay. */
function asLayer(color: string) {
  return color.includes('gradient(') ? color : `linear-gradient(${color}, ${color})`
}

type SwatchProps = Omit<
  React.ComponentProps<typeof RadioGroupPrimitive.Item>,
  'children' | 'color'
> &
  VariantProps<typeof swatchVariants> & {
    /** Accessible name and caption, e.g. "Volcano grey". */
    label: string
    /** Any CSS colour or background (a gradient for solar slats). */
    color: string
    /** Show the colour over a checkerboard (translucent slats). */
    translucent?: boolean
    /** Hide the caption (the label still names the swatch for screen readers). */
    hideLabel?: boolean
  }

function Swatch({
  label,
  color,
  translucent = false,
  hideLabel = false,
  size,
  width,
  className,
  ...props
}: SwatchProps) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="swatch"
      className={cn(swatchVariants({ size, width }), className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex size-(--swatch-size) items-center justify-center rounded-full p-1 ring-1 ring-ink-200 transition-shadow',
          'group-hover/swatch:ring-ink-500 group-data-checked/swatch:ring-2 group-data-checked/swatch:ring-ink-950',
        )}
      >
        <span
          className="size-full overflow-hidden rounded-full shadow-[inset_0_0_0_1px_rgb(17_20_23/0.12)]"
          style={{ background: translucent ? `${asLayer(color)}, ${CHECKERBOARD}` : color }}
        />
        <span className="absolute inset-0 m-auto hidden size-5 items-center justify-center rounded-full bg-ink-950 text-white shadow-sm group-data-checked/swatch:inline-flex">
          <CheckIcon className="size-3" strokeWidth={2.75} />
        </span>
      </span>
      <span
        className={cn(
          'leading-tight text-balance text-muted-foreground group-data-checked/swatch:font-medium group-data-checked/swatch:text-foreground',
          hideLabel && 'sr-only',
        )}
      >
        {label}
      </span>
    </RadioGroupPrimitive.Item>
  )
}

export { Swatch, SwatchGroup, swatchGroupVariants, swatchVariants }
export type { SwatchGroupProps, SwatchProps }
