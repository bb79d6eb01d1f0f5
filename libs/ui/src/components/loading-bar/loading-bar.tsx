import type * as React from 'react'
import { useEffect, useRef, useState } from 'react'
import { cn } from '../../lib/cn'

/** The page-transition bar of the original site: its colour, height and timing. */
const LOADING_BAR_DEFAULTS = {
  color: '#6DAADD',
  /** px */
  height: 3,
  /** ms the bar takes to approach the end while loading continues */
  duration: 2000,
  /** ms a load must last before the bar appears (fast navigations show nothing) */
  throttle: 200,
} as const

/** Tick of the progress estimate, and how long the full bar stays before it fades. */
const TICK_MS = 100
const HIDE_DELAY_MS = 500

/**
 * Progress that moves quickly at first and slows down, never reaching 100 before loading ends:
 * at `elapsed === duration` it shows about 70%.
 */
function estimateProgress(elapsed: number, duration: number) {
  return (2 / Math.PI) * 100 * Math.atan((elapsed / duration) * 2)
}

type LoadingBarProps = Omit<React.ComponentProps<'div'>, 'color' | 'children'> & {
  /** true while a navigation or other page-level load is in flight. */
  loading: boolean
  color?: string
  height?: number
  duration?: number
  throttle?: number
}

function LoadingBar({
  loading,
  color = LOADING_BAR_DEFAULTS.color,
  height = LOADING_BAR_DEFAULTS.height,
  duration = LOADING_BAR_DEFAULTS.duration,
  throttle = LOADING_BAR_DEFAULTS.throttle,
  className,
  style,
  ...props
}: LoadingBarProps) {
  const [progress, setProgress] = useState(0)
  const [visible, setVisible] = useState(false)
  const shown = useRef(false)

  useEffect(() => {
    if (loading) {
      let started = 0
      let tick: ReturnType<typeof setInterval> | undefined
      const show = setTimeout(() => {
        shown.current = true
        started = Date.now()
        setProgress(0)
        setVisible(true)
        tick = setInterval(
          () => setProgress(estimateProgress(Date.now() - started, duration)),
          TICK_MS,
        )
      }, throttle)
      return () => {
        clearTimeout(show)
        clearInterval(tick)
      }
    }
    if (!shown.current) return
    shown.current = false
    setProgress(100)
    const hide = setTimeout(() => {
      setVisible(false)
      setProgress(0)
    }, HIDE_DELAY_MS)
    return () => clearTimeout(hide)
  }, [loading, duration, throttle])

  return (
    <div
      data-slot="loading-bar"
      data-state={visible ? (progress >= 100 ? 'complete' : 'loading') : 'idle'}
      aria-hidden="true"
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-[60] origin-left transition-[transform,opacity] duration-200 ease-out',
        visible ? 'opacity-100' : 'opacity-0',
        className,
      )}
      style={{
        height,
        backgroundColor: color,
        transform: `scaleX(${progress / 100})`,
        ...style,
      }}
      {...props}
    />
  )
}

export { estimateProgress, LOADING_BAR_DEFAULTS, LoadingBar }
export type { LoadingBarProps }
