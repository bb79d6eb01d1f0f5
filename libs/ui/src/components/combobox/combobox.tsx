import { cva, type VariantProps } from 'class-variance-authority'
import * as React from 'react'
import { useField, useFieldControlProps } from '../../hooks/use-field'
import { cn } from '../../lib/cn'
import { SearchIcon } from '../../lib/icons'
import { inputVariants } from '../input/input'
import { Spinner } from '../spinner/spinner'

const comboboxVariants = cva('relative w-full min-w-0', {
  variants: {
    size: {
      sm: '[&_[data-slot=combobox-input]]:pe-8',
      md: '[&_[data-slot=combobox-input]]:pe-10',
      lg: '[&_[data-slot=combobox-input]]:pe-12',
    },
  },
  defaultVariants: { size: 'md' },
})

type ComboboxOption = { value: string; label: string; description?: string }

/** What the suggestion popup is showing. */
type ComboboxStatus = 'idle' | 'loading' | 'results' | 'empty'

type ComboboxProps<TOption extends ComboboxOption> = Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'type' | 'children' | 'size' | 'role'
> &
  VariantProps<typeof comboboxVariants> & {
    /** Fetches suggestions for the trimmed query; the signal aborts when a newer query replaces it. */
    loadOptions: (query: string, context: { signal: AbortSignal }) => Promise<TOption[]>
    value?: TOption | null
    defaultValue?: TOption | null
    onValueChange?: (option: TOption | null) => void
    /** Called with the text on every edit. */
    onInputChange?: (text: string) => void
    /** Queries shorter than this show the start-typing hint instead of searching. */
    minChars?: number
    debounceMs?: number
    startTypingLabel: React.ReactNode
    loadingLabel: React.ReactNode
    noResultsLabel: React.ReactNode
    /** The polite announcement when suggestions arrive, e.g. (n) => `${n} addresses found`. */
    resultsCountLabel: (count: number) => string
    /** Marks the value as invalid (e.g. an address without a house number); a Field does this itself. */
    invalid?: boolean
    renderOption?: (option: TOption) => React.ReactNode
    /** Classes for the text box; `className` styles the root. */
    inputClassName?: string
  }

function Combobox<TOption extends ComboboxOption>({
  loadOptions,
  value,
  defaultValue = null,
  onValueChange,
  onInputChange,
  minChars = 2,
  debounceMs = 250,
  startTypingLabel,
  loadingLabel,
  noResultsLabel,
  resultsCountLabel,
  invalid,
  renderOption,
  size,
  className,
  inputClassName,
  name,
  onChange,
  onKeyDown,
  onFocus,
  onBlur,
  ...props
}: ComboboxProps<TOption>) {
  const generatedId = React.useId()
  const field = useField()
  const fieldProps = useFieldControlProps({
    ...props,
    'aria-invalid': props['aria-invalid'] ?? (invalid ? true : undefined),
  })
  const id = fieldProps.id ?? `combobox${generatedId}`
  const listboxId = `${id}-listbox`

  const [uncontrolledValue, setUncontrolledValue] = React.useState<TOption | null>(defaultValue)
  const selected = value !== undefined ? value : uncontrolledValue
  const [text, setText] = React.useState(selected?.label ?? '')
  const [previousSelected, setPreviousSelected] = React.useState(selected)
  const [status, setStatus] = React.useState<ComboboxStatus>('idle')
  const [options, setOptions] = React.useState<TOption[]>([])
  const [open, setOpen] = React.useState(false)
  const [activeIndex, setActiveIndex] = React.useState(-1)
  const pending = React.useRef<{
    timer?: ReturnType<typeof setTimeout>
    controller?: AbortController
  }>({})

  // A value chosen or cleared from outside (e.g. a form reset) rewrites the text; typing does not.
  if (selected?.value !== previousSelected?.value) {
    setPreviousSelected(selected)
    if (selected) setText(selected.label)
    else if (previousSelected && text === previousSelected.label) setText('')
  }

  React.useEffect(() => {
    const state = pending.current
    return () => {
      clearTimeout(state.timer)
      state.controller?.abort()
    }
  }, [])

  const expanded = open && status === 'results' && options.length > 0
  const activeId = expanded && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined

  React.useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])

  const search = (query: string) => {
    const state = pending.current
    clearTimeout(state.timer)
    state.controller?.abort()
    const trimmed = query.trim()
    setActiveIndex(-1)
    if (trimmed.length < minChars) {
      setStatus('idle')
      setOptions([])
      return
    }
    setStatus('loading')
    state.timer = setTimeout(() => {
      const controller = new AbortController()
      state.controller = controller
      loadOptions(trimmed, { signal: controller.signal }).then(
        (result) => {
          if (controller.signal.aborted) return
          setOptions(result)
          setStatus(result.length > 0 ? 'results' : 'empty')
        },
        () => {
          if (controller.signal.aborted) return
          setOptions([])
          setStatus('empty')
        },
      )
    }, debounceMs)
  }

  const select = (option: TOption | null) => {
    if (value === undefined) setUncontrolledValue(option)
    onValueChange?.(option)
  }

  const choose = (option: TOption) => {
    select(option)
    setText(option.label)
    setOpen(false)
    setActiveIndex(-1)
  }

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = status === 'results' ? options.length : 0
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        setOpen(true)
        if (count) setActiveIndex((index) => (index + 1) % count)
        break
      case 'ArrowUp':
        event.preventDefault()
        setOpen(true)
        if (count) setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1))
        break
      case 'Enter': {
        const option = expanded ? options[activeIndex] : undefined
        if (option) {
          // Picking a suggestion must not submit the surrounding form.
          event.preventDefault()
          choose(option)
        }
        break
      }
      case 'Escape':
        if (open) {
          event.preventDefault()
          setOpen(false)
          setActiveIndex(-1)
        } else if (text) {
          event.preventDefault()
          setText('')
          onInputChange?.('')
          if (selected) select(null)
          search('')
        }
        break
    }
    onKeyDown?.(event)
  }

  const statusText =
    status === 'idle'
      ? startTypingLabel
      : status === 'loading'
        ? loadingLabel
        : status === 'empty'
          ? noResultsLabel
          : resultsCountLabel(options.length)
  const listboxName = field?.labelId
    ? { 'aria-labelledby': field.labelId }
    : { 'aria-labelledby': props['aria-labelledby'], 'aria-label': props['aria-label'] }
  const showsInvalid = fieldProps['aria-invalid'] === true || fieldProps['aria-invalid'] === 'true'

  return (
    <div
      data-slot="combobox"
      data-state={showsInvalid ? 'invalid' : status}
      data-status={status}
      data-open={open || undefined}
      className={cn(comboboxVariants({ size }), className)}
    >
      <div className="relative">
        <input
          data-slot="combobox-input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          className={cn(inputVariants({ size }), inputClassName)}
          {...props}
          {...fieldProps}
          id={id}
          value={text}
          onChange={(event) => {
            const next = event.target.value
            setText(next)
            onInputChange?.(next)
            if (selected) select(null)
            setOpen(true)
            search(next)
            onChange?.(event)
          }}
          onKeyDown={handleKeyDown}
          onFocus={(event) => {
            if (!selected) setOpen(true)
            onFocus?.(event)
          }}
          onBlur={(event) => {
            setOpen(false)
            setActiveIndex(-1)
            onBlur?.(event)
          }}
        />
        <span className="pointer-events-none absolute inset-y-0 end-0 flex items-center pe-3 text-muted-foreground">
          {status === 'loading' ? (
            <Spinner size="sm" tone="muted" label={null} />
          ) : (
            <SearchIcon className="size-4" strokeWidth={2.1} />
          )}
        </span>
      </div>
      {name ? <input type="hidden" name={name} value={selected?.value ?? ''} /> : null}
      <div
        data-slot="combobox-popup"
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-ink-200 bg-white shadow-lg"
      >
        {/* Screen readers hear this through the live region below, so the visible copy is hidden from them. */}
        {status !== 'results' ? (
          <div
            aria-hidden="true"
            data-slot="combobox-status"
            className="flex items-center gap-2 px-3 py-2.5 text-sm text-muted-foreground"
          >
            {statusText}
          </div>
        ) : null}
        <ul
          role="listbox"
          id={listboxId}
          data-slot="combobox-listbox"
          hidden={!expanded}
          className="max-h-72 overflow-y-auto p-1"
          {...listboxName}
        >
          {options.map((option, index) => (
            <li
              key={option.value}
              id={`${listboxId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              data-slot="combobox-option"
              data-active={index === activeIndex || undefined}
              data-selected={selected?.value === option.value || undefined}
              className="flex min-h-10 cursor-pointer flex-col justify-center rounded-sm px-3 py-1.5 text-base text-foreground data-active:bg-brand-50 data-active:text-brand-900 data-selected:font-medium"
              // Keeps focus (and the caret) in the text box while the option is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActiveIndex(index)}
              onClick={() => choose(option)}
            >
              {renderOption ? (
                renderOption(option)
              ) : (
                <>
                  <span>{option.label}</span>
                  {option.description ? (
                    <span className="text-sm text-muted-foreground">{option.description}</span>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div role="status" data-slot="combobox-announcer" className="sr-only">
        {open ? statusText : null}
      </div>
    </div>
  )
}

export { Combobox, comboboxVariants }
export type { ComboboxOption, ComboboxProps, ComboboxStatus }
