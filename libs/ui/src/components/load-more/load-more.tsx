import type * as React from 'react'
import { cn } from '../../lib/cn'
import { Button } from '../button/button'

type LoadMoreProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The counter as the visitor reads it, e.g. "12 of 40 posts" (already translated). */
  counter: string
  /** Items shown and items in total: they drive the progress bar and hide the button at the end. */
  current: number
  total: number
  /** Button text, e.g. "Load more". */
  label: string
  onLoadMore?: () => void
  loading?: boolean
  /** Read out while loading, e.g. "Loading". */
  loadingLabel?: string
  /**
   * URL of the next page. The button becomes a link, so the list also grows without JavaScript;
   * with `onLoadMore` set, a plain click is handled in place (a modified click opens the link).
   */
  href?: string
}

function LoadMore({
  counter,
  current,
  total,
  label,
  onLoadMore,
  loading = false,
  loadingLabel,
  href,
  className,
  ...props
}: LoadMoreProps) {
  const shown = Math.min(Math.max(current, 0), total)
  const percent = total > 0 ? (shown / total) * 100 : 0
  const hasMore = shown < total

  return (
    <div
      data-slot="load-more"
      className={cn('flex flex-col items-center gap-5 text-center', className)}
      {...props}
    >
      <div className="flex w-full max-w-60 flex-col items-center gap-3">
        <p
          data-slot="load-more-counter"
          aria-live="polite"
          className="text-sm text-muted-foreground tabular-nums"
        >
          {counter}
        </p>
        <div aria-hidden="true" className="h-0.5 w-full overflow-hidden rounded-full bg-ink-200">
          <div
            data-slot="load-more-progress"
            className="h-full rounded-full bg-ink-900 transition-[width] duration-500 ease-out"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      {hasMore ? (
        href ? (
          <Button asChild variant="outline" loading={loading} loadingLabel={loadingLabel}>
            <a
              href={href}
              onClick={(event) => {
                // Ctrl/Cmd/Shift-click and the middle button keep the browser's own link handling.
                const modified =
                  event.button !== 0 ||
                  event.metaKey ||
                  event.ctrlKey ||
                  event.shiftKey ||
                  event.altKey
                if (!onLoadMore || modified) return
                event.preventDefault()
                if (!loading) onLoadMore()
              }}
            >
              {label}
            </a>
          </Button>
        ) : (
          <Button
            variant="outline"
            loading={loading}
            loadingLabel={loadingLabel}
            onClick={onLoadMore}
          >
            {label}
          </Button>
        )
      ) : null}
    </div>
  )
}

export { LoadMore }
export type { LoadMoreProps }
