import { formatNumber, type Locale } from '@lamella/i18n'
import { usePrefersReducedMotion } from '@lamella/ui'
import { useEffect, useRef, useState } from 'react'

const DURATION_MS = 1400

const easeOut = (progress: number) => 1 - (1 - progress) ** 3

/** How many decimals a figure has, so that 98.5 counts up as 98.5 and not 98.49999. */
const decimalsOf = (value: number) =>
  Number.isInteger(value) ? 0 : (String(value).split('.')[1]?.length ?? 0)

/**
 * A number that counts up from zero when it scrolls into view. The server's HTML and assistive
 * technology always get the final number (the moving digits are hidden from screen readers), and
 * visitors who prefer reduced motion only ever see the final number.
 */
export function Counter({ value, locale }: { value: number; locale: Locale }) {
  const reducedMotion = usePrefersReducedMotion()
  const [shown, setShown] = useState(value)
  const element = useRef<HTMLSpanElement>(null)
  const decimals = decimalsOf(value)
  const format = (number: number) =>
    formatNumber(locale, number, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })

  useEffect(() => {
    const target = element.current
    if (reducedMotion || !target || typeof IntersectionObserver === 'undefined') {
      setShown(value)
      return
    }
    let frame = 0
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) {
          // Out of sight: wait at zero, so that the count starts where the visitor sees it.
          setShown(0)
          return
        }
        observer.disconnect()
        const start = performance.now()
        const step = (now: number) => {
          const progress = Math.min((now - start) / DURATION_MS, 1)
          setShown(progress === 1 ? value : value * easeOut(progress))
          if (progress < 1) frame = requestAnimationFrame(step)
        }
        frame = requestAnimationFrame(step)
      },
      { threshold: 0.6 },
    )
    observer.observe(target)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [reducedMotion, value])

  return (
    <>
      <span ref={element} aria-hidden="true" data-slot="counter" className="tabular-nums">
        {format(shown)}
      </span>
      <span className="sr-only">{format(value)}</span>
    </>
  )
}
