import { useEffect } from 'react'
import { toast, Toaster } from '@lamella/ui'
import { subscribeToToasts, takeToasts, type ToastRequest } from '#app/shared/toast/toasts'

function show({ message, description, tone = 'default' }: ToastRequest) {
  const options = description ? { description } : {}
  if (tone === 'default') toast(message, options)
  else toast[tone](message, options)
}

/**
 * A screen reader announces changes of a live region it already knows: the region gets a moment in
 * the page before the first toast goes into it.
 */
const REGION_SETTLE_MS = 150

/** The toast area, in a chunk of its own: loaded by the first toast (lib/toast/toasts.ts). */
export default function LazyToaster({ label }: { label: string }) {
  useEffect(() => {
    const flush = () => takeToasts().forEach(show)
    let unsubscribe = () => {}
    const timer = setTimeout(() => {
      flush()
      unsubscribe = subscribeToToasts(flush)
    }, REGION_SETTLE_MS)
    return () => {
      clearTimeout(timer)
      unsubscribe()
    }
  }, [])
  return <Toaster label={label} />
}
