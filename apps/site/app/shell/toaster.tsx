import { useEffect } from 'react'
import { toast, Toaster } from '@lamella/ui'
import { subscribeToToasts, takeToasts, type ToastCommand } from '#app/shared/toast/toasts'

function carryOut(command: ToastCommand) {
  if ('dismiss' in command) {
    toast.dismiss(command.dismiss)
    return
  }
  const { message, description, tone = 'default', action, id } = command.show
  const options = {
    ...(description ? { description } : {}),
    ...(id ? { id } : {}),
    ...(action ? { action, duration: Number.POSITIVE_INFINITY, closeButton: true } : {}),
  }
  if (tone === 'default') toast(message, options)
  else toast[tone](message, options)
}

/**
 * A screen reader announces changes of a live region it already knows: the region gets a moment in
 * the page before the first toast goes into it.
 */
const REGION_SETTLE_MS = 150

/** The toast area, in a chunk of its own: loaded by the first toast (shared/toast/toasts.ts). */
export default function LazyToaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  useEffect(() => {
    const flush = () => takeToasts().forEach(carryOut)
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
  return <Toaster label={label} toastOptions={{ closeButtonAriaLabel: closeLabel }} />
}
