import { useSyncExternalStore } from 'react'

interface NetworkInformation extends EventTarget {
  saveData?: boolean
  effectiveType?: string
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection
}

/** No prefetching on slow-2g/2g connections or when the visitor saves data. */
export function prefetchMode(info: { saveData?: boolean; effectiveType?: string } | undefined) {
  if (info?.saveData || info?.effectiveType === 'slow-2g' || info?.effectiveType === '2g')
    return 'none'
  return 'viewport'
}

function subscribe(onChange: () => void) {
  const info = connection()
  info?.addEventListener('change', onChange)
  return () => info?.removeEventListener('change', onChange)
}

/** How router links prefetch: when they become visible, unless the connection is slow or metered. */
export function usePrefetch(): 'viewport' | 'none' {
  return useSyncExternalStore(
    subscribe,
    () => prefetchMode(connection()),
    () => 'viewport',
  )
}
