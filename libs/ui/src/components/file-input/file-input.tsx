import { cva } from 'class-variance-authority'
import * as React from 'react'
import { useFieldControlProps } from '../../hooks/use-field'
import { cn } from '../../lib/cn'
import { CloseIcon, FileIcon, UploadIcon } from '../../lib/icons'

const fileInputVariants = cva('flex w-full min-w-0 flex-col gap-3')

/** Bytes as B, KB or MB with one decimal; pass `formatSize` for locale-aware output. */
function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} KB`
  return `${Math.round(bytes / (1024 * 102.4)) / 10} MB`
}

type FileInputProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'children' | 'size'
> & {
  /** The visible text of the picker, e.g. "Choose files". */
  buttonLabel: React.ReactNode
  /** A hint next to the button, e.g. "JPG or PDF, at most 10 MB". */
  hint?: React.ReactNode
  /** Label of the action that clears a single selected file. */
  removeFileLabel: string
  /** Label of the action that clears a selection of several files. */
  removeAllLabel: string
  formatSize?: (bytes: number) => string
  onFilesChange?: (files: File[]) => void
}

function FileInput({
  buttonLabel,
  hint,
  removeFileLabel,
  removeAllLabel,
  formatSize = formatFileSize,
  onFilesChange,
  onChange,
  className,
  ref,
  ...props
}: FileInputProps) {
  const generatedId = React.useId()
  const inputRef = React.useRef<HTMLInputElement | null>(null)
  const [files, setFiles] = React.useState<File[]>([])
  const fieldProps = useFieldControlProps(props)
  const listId = `file-input${generatedId}-list`

  const setRefs = React.useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node
      if (typeof ref === 'function') return ref(node)
      if (ref) ref.current = node
    },
    [ref],
  )

  const clear = () => {
    const input = inputRef.current
    if (input) {
      input.value = ''
      // The remove button disappears with the files; focus returns to the picker.
      input.focus()
    }
    setFiles([])
    onFilesChange?.([])
  }

  return (
    <div
      data-slot="file-input"
      data-state={files.length ? 'filled' : 'empty'}
      className={cn(fileInputVariants(), className)}
    >
      <div className="relative">
        <input
          ref={setRefs}
          type="file"
          className="peer sr-only"
          {...props}
          {...fieldProps}
          aria-describedby={
            [fieldProps['aria-describedby'], files.length ? listId : undefined]
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(event) => {
            const selected = Array.from(event.target.files ?? [])
            setFiles(selected)
            onFilesChange?.(selected)
            onChange?.(event)
          }}
        />
        {/*
          The visible picker. The real input stays focusable for keyboards and screen readers (named by
          the field label); this copy only forwards pointer clicks, so it is hidden from the a11y tree.
        */}
        <div
          aria-hidden="true"
          data-slot="file-input-trigger"
          onClick={() => inputRef.current?.click()}
          className={cn(
            'flex min-h-12 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-dashed border-ink-300 bg-white px-4 py-2 text-base text-brand-700',
            'transition-[border-color,background-color,box-shadow] duration-150 ease-out hover:border-brand-700 hover:bg-brand-50',
            'peer-focus-visible:border-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-focus peer-focus-visible:ring-offset-2',
            'peer-aria-invalid:border-danger peer-aria-invalid:peer-focus-visible:ring-danger',
            'peer-disabled:pointer-events-none peer-disabled:border-ink-200 peer-disabled:bg-ink-50 peer-disabled:text-ink-500',
          )}
        >
          <span className="inline-flex items-center gap-2 font-medium">
            <UploadIcon className="size-5" />
            {buttonLabel}
          </span>
          {hint ? <span className="text-sm text-muted-foreground">{hint}</span> : null}
        </div>
      </div>
      {files.length > 0 ? (
        <div className="flex flex-col gap-2">
          <ul id={listId} data-slot="file-input-list" className="flex flex-col gap-2">
            {files.map((file, index) => (
              <li
                key={`${file.name}-${index}`}
                data-slot="file-input-file"
                className="flex min-h-10 items-center gap-3 rounded-md border border-ink-200 bg-ink-50 px-3 py-1.5 text-sm"
              >
                <FileIcon className="size-5 shrink-0 text-ink-500" />
                <span
                  id={`${listId}-${index}`}
                  className="min-w-0 flex-1 truncate font-medium text-foreground"
                >
                  {file.name}
                </span>
                <span className="shrink-0 tabular-nums text-muted-foreground">
                  {formatSize(file.size)}
                </span>
                {files.length === 1 ? (
                  <RemoveButton
                    aria-describedby={`${listId}-${index}`}
                    onClick={clear}
                    disabled={fieldProps.disabled}
                  >
                    {removeFileLabel}
                  </RemoveButton>
                ) : null}
              </li>
            ))}
          </ul>
          {files.length > 1 ? (
            <RemoveButton className="self-start" onClick={clear} disabled={fieldProps.disabled}>
              {removeAllLabel}
            </RemoveButton>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

function RemoveButton({ className, children, ...props }: React.ComponentProps<'button'>) {
  return (
    <button
      type="button"
      data-slot="file-input-remove"
      className={cn(
        'inline-flex min-h-8 shrink-0 cursor-pointer items-center gap-1.5 rounded-md px-2 text-sm font-medium text-brand-700 underline-offset-4',
        'hover:bg-brand-100 hover:underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2',
        'disabled:cursor-not-allowed disabled:text-ink-500 disabled:no-underline disabled:hover:bg-transparent',
        className,
      )}
      {...props}
    >
      {/* 2.625 on the 24px grid: the 1.75 of a 16px one */}
      <CloseIcon className="size-4" strokeWidth={2.625} />
      {children}
    </button>
  )
}

export { FileInput, fileInputVariants, formatFileSize }
export type { FileInputProps }
