import {
  CheckIcon,
  ChoiceCard,
  ChoiceCards,
  FormField,
  Swatch,
  SwatchGroup,
  cn,
  swatchVariants,
  useField,
  useFieldControlProps,
} from '@lamella/ui'
import type { ReactElement, ReactNode } from 'react'

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
  children: (aria: Omit<GroupProps, 'value' | 'onValueChange' | 'onBlur'>) => ReactElement
}) {
  const field = useField()
  const aria = useFieldControlProps({})
  return children({ ...aria, 'aria-labelledby': field?.labelId })
}

interface ChoiceFieldProps {
  name: 'pool' | 'color' | 'stair'
  label: string
  visibility: 'live' | 'blur'
  hydrated: boolean
  checked: string | undefined
}

/**
 * A step that is one choice (the pool type, the colour, the stair): the design system's group
 * (`group`) once hydrated, plain radio buttons (`native`) before that. The design system's cards
 * and swatches are Radix buttons, which a form without JavaScript cannot submit.
 */
function ChoiceField({
  name,
  label,
  visibility,
  hydrated,
  group,
  native,
}: Omit<ChoiceFieldProps, 'checked'> & {
  group: (props: GroupProps) => ReactElement
  native: ReactElement
}) {
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
          native
        )
      }
    />
  )
}

/** The radio group's own wiring for plain radio buttons, which the Field cannot give them. */
function NativeGroup({ className, children }: { className: string; children: ReactNode }) {
  const field = useField()
  const aria = useFieldControlProps({})
  return (
    <div
      role="radiogroup"
      aria-labelledby={field?.labelId}
      aria-describedby={aria['aria-describedby']}
      className={className}
    >
      {children}
    </div>
  )
}

function NativeRadio({
  name,
  value,
  checked,
  className,
}: {
  name: string
  value: string
  checked: string | undefined
  className: string
}) {
  const aria = useFieldControlProps({})
  return (
    <input
      type="radio"
      name={name}
      value={value}
      defaultChecked={value === checked}
      aria-invalid={aria['aria-invalid']}
      className={className}
    />
  )
}

interface CardOption {
  value: string
  label: string
  description?: string
  media?: ReactNode
}

/** A choice among cards (the pool type, the stair). */
function CardChoiceField({
  options,
  layout,
  checked,
  ...props
}: ChoiceFieldProps & { options: readonly CardOption[]; layout?: 'inline' }) {
  return (
    <ChoiceField
      {...props}
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
      native={
        <NativeGroup className="grid gap-3 sm:grid-cols-2">
          {options.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-input bg-background p-4 has-checked:border-primary has-checked:bg-brand-50/60 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
            >
              <NativeRadio
                name={props.name}
                value={option.value}
                checked={checked}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span className="flex min-w-0 flex-col gap-1">
                <span className="font-medium">{option.label}</span>
                {option.description ? (
                  <span className="text-sm text-muted-foreground">{option.description}</span>
                ) : null}
              </span>
            </label>
          ))}
        </NativeGroup>
      }
    />
  )
}

interface SwatchOption {
  value: string
  label: string
  /** Any CSS colour. */
  color: string
  translucent: boolean
}

// As many columns as fit at the width of the longest one-word colour name ("Aluminiumlook",
// "Kristalhelder"); longer names wrap between words, break after a hyphen ("Transparent-Blau")
// or, where the browser can, hyphenate.
const swatchGrid =
  'grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-4 break-words hyphens-auto'

/**
 * A choice among colour swatches. Before hydration, and without JavaScript, plain radio buttons
 * drawn like the swatches and laid out in the same grid, so nothing moves when React takes over.
 */
function SwatchChoiceField({
  options,
  checked,
  ...props
}: ChoiceFieldProps & { options: readonly SwatchOption[] }) {
  return (
    <ChoiceField
      {...props}
      group={(group) => (
        <SwatchGroup {...group} layout="custom" size={null} className={swatchGrid}>
          {options.map((option) => (
            <Swatch
              key={option.value}
              value={option.value}
              label={option.label}
              color={option.color}
              translucent={option.translucent}
              width="fill"
            />
          ))}
        </SwatchGroup>
      )}
      native={
        <NativeGroup className={swatchGrid}>
          {options.map((option) => (
            <label
              key={option.value}
              className={cn(
                swatchVariants({ size: 'md', width: 'fill' }),
                'relative has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
              )}
            >
              {/* Invisible over the whole swatch, so a click or tap lands on the radio itself. */}
              <NativeRadio
                name={props.name}
                value={option.value}
                checked={checked}
                className="absolute inset-0 z-10 size-full cursor-pointer opacity-0"
              />
              <span
                aria-hidden="true"
                className="relative inline-flex size-(--swatch-size) items-center justify-center rounded-full p-1 ring-1 ring-ink-200 group-hover/swatch:ring-ink-500 group-has-checked/swatch:ring-2 group-has-checked/swatch:ring-ink-950"
              >
                <span
                  className="size-full overflow-hidden rounded-full shadow-[inset_0_0_0_1px_rgb(17_20_23/0.12)]"
                  style={{ background: option.color }}
                />
                <span className="absolute inset-0 m-auto hidden size-5 items-center justify-center rounded-full bg-ink-950 text-white shadow-sm group-has-checked/swatch:inline-flex">
                  <CheckIcon className="size-3" strokeWidth={2.75} />
                </span>
              </span>
              <span className="leading-tight text-balance text-muted-foreground group-has-checked/swatch:font-medium group-has-checked/swatch:text-foreground">
                {option.label}
              </span>
            </label>
          ))}
        </NativeGroup>
      }
    />
  )
}

export { CardChoiceField, SwatchChoiceField }
