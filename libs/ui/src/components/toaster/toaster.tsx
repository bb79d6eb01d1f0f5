import type * as React from 'react'
import { Toaster as Sonner, toast } from 'sonner'

/*
 * Dark theme, top-right, and the library defaults the original site relied on.
 * sonner 2 hard-codes width (356 px) and its swipe threshold; the constants document the values
 * and the tests check what sonner actually renders.
 */
const TOASTER_DEFAULTS = {
  theme: 'dark',
  position: 'top-right',
  /** Display time of a toast. */
  duration: 4000,
  visibleToasts: 3,
  /** px */
  width: 356,
  /** px between stacked toasts */
  gap: 14,
  /** px a toast must be swiped to dismiss it */
  swipeThreshold: 20,
  /** Alt+T moves focus to the toasts. */
  hotkey: ['altKey', 'KeyT'],
} as const

type ToasterProps = Omit<React.ComponentProps<typeof Sonner>, 'containerAriaLabel'> & {
  /** Names the notification region, e.g. "Notifications" (the hotkey is appended by sonner). */
  label: string
}

function Toaster({ label, toastOptions, style, ...props }: ToasterProps) {
  return (
    <Sonner
      theme={TOASTER_DEFAULTS.theme}
      position={TOASTER_DEFAULTS.position}
      duration={TOASTER_DEFAULTS.duration}
      visibleToasts={TOASTER_DEFAULTS.visibleToasts}
      gap={TOASTER_DEFAULTS.gap}
      hotkey={[...TOASTER_DEFAULTS.hotkey]}
      containerAriaLabel={label}
      style={
        {
          '--width': `${TOASTER_DEFAULTS.width}px`,
          '--border-radius': 'var(--radius-md)',
          ...style,
        } as React.CSSProperties
      }
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: 'font-sans! text-sm! shadow-lg!',
          title: 'font-medium!',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  )
}

export { toast, Toaster, TOASTER_DEFAULTS }
export type { ToasterProps }
